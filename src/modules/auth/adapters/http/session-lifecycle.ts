import type { Request } from 'express';

/** Signs a user in on a fresh session id, so a session id planted before sign-in is worthless. */
export async function startSession(request: Request, userId: number): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
  await request.session.save();
}
