export abstract class UserSessions {
  /** Ends every session of the user except `exceptSessionId` (the one making the change). */
  abstract endAll(userId: number, exceptSessionId?: string): Promise<void>;
}
