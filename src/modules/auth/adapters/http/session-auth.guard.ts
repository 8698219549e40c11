import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_ONLY, IS_PUBLIC } from '../../../../platform/http/auth-context.js';

/**
 * Global guard on the signed-in user that SessionMiddleware read with the session: 401 on private routes
 * for visitors, 403 on admin routes for everyone but admins.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.sessionUser) throw new UnauthorizedException('Not authenticated');
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !request.sessionUser.isAdmin) {
      throw new ForbiddenException('Admin access required');
    }
    return true;
  }
}
