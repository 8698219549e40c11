import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_ONLY, IS_PUBLIC, SESSION_ONLY, type SessionUser } from '../../../../platform/http/auth-context.js';
import { refuseUnreadBody } from '../../../../platform/http/json-body.js';

interface AccessRule {
  isPublic: boolean;
  adminOnly: boolean;
  sessionOnly: boolean;
}

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global guard on the signed-in user that SessionMiddleware read with the session or an API token: 401
 * on private routes for visitors, 403 on admin routes for everyone but admins, and 403 for a token used
 * beyond its scope; then, the caller let in, 400 for a body the JSON parser refused.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  /** Each route's rule by controller class and handler, read from the decorators on its first request. */
  private readonly rules = new WeakMap<object, WeakMap<object, AccessRule>>();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.ruleOf(context);
    const request = context.switchToHttp().getRequest<Request>();
    const { sessionUser, method } = request;
    if (sessionUser?.tokenScope) this.checkTokenScope(sessionUser.tokenScope, rule, method);
    if (!rule.isPublic) {
      if (!sessionUser) throw new UnauthorizedException('Not authenticated');
      if (rule.adminOnly && !sessionUser.isAdmin) throw new ForbiddenException('Admin access required');
    }
    refuseUnreadBody(request);
    return true;
  }

  private checkTokenScope(scope: NonNullable<SessionUser['tokenScope']>, rule: AccessRule, method: string): void {
    if (rule.sessionOnly) throw new ForbiddenException({ message: 'API tokens cannot be used for this action', code: 'TOKEN_FORBIDDEN' });
    if (scope === 'read' && !READING_METHODS.has(method)) {
      throw new ForbiddenException({ message: 'This token can only read: create a read-write token to make changes', code: 'TOKEN_SCOPE' });
    }
    if (rule.adminOnly && scope !== 'admin') {
      throw new ForbiddenException({ message: 'Admin routes need a token with the admin scope', code: 'TOKEN_SCOPE' });
    }
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
        sessionOnly: this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, targets) === true,
      };
      rules.set(handler, rule);
    }
    return rule;
  }
}
