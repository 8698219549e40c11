import type { Request } from 'express';

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Signs a user in on a fresh session id, so a session id planted before sign-in is worthless. */
export async function startSession(request: Request, userId: number): Promise<void> {
  await new Promise<void>((resolve, reject) => request.session.regenerate((error: unknown) => (error ? reject(asError(error)) : resolve())));
  request.session.userId = userId;
  await new Promise<void>((resolve, reject) => request.session.save((error: unknown) => (error ? reject(asError(error)) : resolve())));
}

export async function endSession(request: Request): Promise<void> {
  if (!request.session) return;
  await new Promise<void>((resolve, reject) => request.session.destroy((error: unknown) => (error ? reject(asError(error)) : resolve())));
}
