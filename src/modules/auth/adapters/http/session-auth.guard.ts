import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_ONLY, IS_PUBLIC } from '../../../../platform/http/auth-context.js';

interface AccessRule {
  isPublic: boolean;
  adminOnly: boolean;
}

/**
 * Global guard on the signed-in user that SessionMiddleware read with the session: 401 on private routes
 * for visitors, 403 on admin routes for everyone but admins.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  /** Each route's rule by controller class and handler, read from the decorators on its first request. */
  private readonly rules = new WeakMap<object, WeakMap<object, AccessRule>>();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const { isPublic, adminOnly } = this.ruleOf(context);
    if (isPublic) return true;
    const { sessionUser } = context.switchToHttp().getRequest<Request>();
    if (!sessionUser) throw new UnauthorizedException('Not authenticated');
    if (adminOnly && !sessionUser.isAdmin) throw new ForbiddenException('Admin access required');
    return true;
  }

  private ruleOf(context: ExecutionContext): AccessRule {
    const controller = context.getClass();
    const handler = context.getHandler();
    let rules = this.rules.get(controller);
    if (!rules) this.rules.set(controller, (rules = new WeakMap()));
    let rule = rules.get(handler);
    if (!rule) {
      const targets = [handler, controller];
      rule = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
        adminOnly: this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) === true,
      };
      rules.set(handler, rule);
    }
    return rule;
  }
}
