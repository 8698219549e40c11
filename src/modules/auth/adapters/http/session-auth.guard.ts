import { EntityManager } from '@mikro-orm/postgresql';
import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_ONLY, IS_PUBLIC, type SessionUser } from '../../../../platform/http/auth-context.js';

/**
 * Global guard: attaches the signed-in user to the request (checked against the database, so a
 * deleted account's session stops working at once), answers 401 on private routes for visitors and
 * 403 on admin routes for everyone but admins.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly em: EntityManager,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const userId = request.session?.userId;
    if (userId !== undefined) {
      const rows = await this.em
        .getConnection()
        .execute<SessionUser[]>('select id, is_admin as "isAdmin" from users where id = ?', [userId]);
      request.sessionUser = rows[0];
    }
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.sessionUser) throw new UnauthorizedException('Not authenticated');
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !request.sessionUser.isAdmin) {
      throw new ForbiddenException('Admin access required');
    }
    return true;
  }
}
