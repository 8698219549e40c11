/** Published when an account is created (password sign-up or first Google sign-in). */
export class UserRegistered {
  static readonly eventName = 'auth.user-registered';
  constructor(readonly userId: number) {}
}
