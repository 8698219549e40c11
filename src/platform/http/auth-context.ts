import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UnauthorizedException } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import type { Request } from 'express';

/** What a personal access token allows (see the auth module's PersonalAccessToken). */
export type AccessScope = 'read' | 'read-write' | 'admin';

/** The signed-in user as every controller sees it: who, whether an admin, and the token's scope on a bearer request. */
export interface SessionUser {
  id: number;
  isAdmin: boolean;
  /** Set when the request signed in with `Authorization: Bearer <token>` instead of the session cookie. */
  tokenScope?: AccessScope;
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
export const SESSION_ONLY = 'savor:sessionOnly';

/** The names of the security schemes in the OpenAPI document (see describeApi). */
export const COOKIE_AUTH = 'cookie';
export const BEARER_AUTH = 'bearer';

/**
 * The route answers visitors too; the session user is still attached when there is one. The contract
 * says so with an empty security requirement (no credential needed).
 */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiSecurity({}));
/** The route answers admins only (403 for everyone else). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);
/** The route takes the browser's session only: an API token gets 403 (managing tokens, say). */
export const SessionOnly = () => applyDecorators(SetMetadata(SESSION_ONLY, true), ApiSecurity(COOKIE_AUTH));

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().sessionUser;
  if (!user) throw new UnauthorizedException('Not authenticated');
  return user;
});

/** The session user on a public route, or undefined for a visitor. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined => context.switchToHttp().getRequest<Request>().sessionUser,
);
