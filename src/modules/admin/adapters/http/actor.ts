import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AdminActor } from '../../domain/audit-entry.js';

/** The signed-in admin (the guard has checked) and the request's address, for the audit log. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): AdminActor => {
  const request = context.switchToHttp().getRequest<Request>();
  return { id: request.sessionUser!.id, ip: request.ip ?? null };
});
