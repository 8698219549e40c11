import { createParamDecorator, type ExecutionContext, SetMetadata, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in user as every controller sees it: who, and whether an admin. */
export interface SessionUser {
  id: number;
  isAdmin: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      sessionUser?: SessionUser;
    }
  }
}

export const IS_PUBLIC = 'savor:isPublic';
export const ADMIN_ONLY = 'savor:adminOnly';

/** The route answers visitors too; the session user is still attached when there is one. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** The route answers admins only (403 for everyone else). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().sessionUser;
  if (!user) throw new UnauthorizedException('Not authenticated');
  return user;
});

/** The session user on a public route, or undefined for a visitor. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined => context.switchToHttp().getRequest<Request>().sessionUser,
);
