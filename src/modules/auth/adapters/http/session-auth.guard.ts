import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_ONLY, IS_PUBLIC } from '../../../../platform/http/auth-context.js';
import { PgSessionStore } from '../session/pg-session.store.js';

/**
 * Global guard: attaches the signed-in user to the request (read from the database together with the
 * session, in the same statement: see PgSessionStore), answers 401 on private routes for visitors and
 * 403 on admin routes for everyone but admins.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: PgSessionStore,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    // The store that loaded this request's session (plain and HTTPS sessions each have their own).
    const store = request.sessionStore instanceof PgSessionStore ? request.sessionStore : this.sessions;
    if (request.session?.userId !== undefined) request.sessionUser = store.userOf(request.session);
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.sessionUser) throw new UnauthorizedException('Not authenticated');
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !request.sessionUser.isAdmin) {
      throw new ForbiddenException('Admin access required');
    }
    return true;
  }
}
