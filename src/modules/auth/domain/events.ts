/** Published when an account is created (password sign-up or first Google sign-in). */
export class UserRegistered {
  static readonly eventName = 'auth.user-registered';
  constructor(readonly userId: number) {}
}

/**
 * Published when an existing account signs in, with a password or with Google. The sign-in that
 * creates an account publishes UserRegistered instead.
 */
export class UserSignedIn {
  static readonly eventName = 'auth.user-signed-in';
  constructor(
    readonly userId: number,
    /** When the sign-in happened. */
    readonly at: Date,
  ) {}
}
