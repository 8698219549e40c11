import { DomainError } from '../../../platform/errors/domain-error.js';

export class EmailTakenError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'EMAIL_TAKEN';
  constructor() {
    super('An account with this email already exists');
  }
}

export class UsernameTakenError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'USERNAME_TAKEN';
  constructor() {
    super('This username is already taken. Please choose another one.');
  }
}

/** The same answer for an unknown email and a wrong password, so accounts cannot be discovered. */
export class InvalidCredentialsError extends DomainError {
  readonly kind = 'unauthenticated';
  override readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super('Invalid email or password');
  }
}

export class GoogleAccountError extends DomainError {
  readonly kind = 'unauthenticated';
  override readonly code = 'GOOGLE_ACCOUNT';
  constructor() {
    super('This account uses Google Sign-In. Please sign in with Google.');
  }
}

export class TooManyAttemptLogError extends DomainError {
  readonly kind = 'too-many-requests';
  override readonly code = 'TOO_MANY_ATTEMPTS';
  constructor(retryAfterMinutes: number) {
    super(`Too many failed sign-in attempts. Please try again in ${retryAfterMinutes} minute${retryAfterMinutes === 1 ? '' : 's'}.`);
  }
}

export class UserNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('User not found');
  }
}

export class InvalidResetTokenError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'INVALID_RESET_TOKEN';
  constructor() {
    super('This password reset link is invalid or has expired. Please request a new one.');
  }
}

export class TooManyResetRequestsError extends DomainError {
  readonly kind = 'too-many-requests';
  override readonly code = 'TOO_MANY_ATTEMPTS';
  constructor() {
    super('Too many password reset requests. Please try again later.');
  }
}

export class CurrentPasswordRequiredError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'VALIDATION';
  constructor() {
    super('Current password is required to set a new password');
  }
}

export class WrongCurrentPasswordError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'WRONG_PASSWORD';
  constructor() {
    super('Current password is incorrect');
  }
}

export class GoogleSignInFailedError extends DomainError {
  readonly kind = 'unauthenticated';
  override readonly code = 'GOOGLE_SIGN_IN_FAILED';
  constructor(reason: string) {
    super(reason);
  }
}

export class InvalidProfilePictureError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'VALIDATION';
  constructor() {
    super('Profile picture must be an uploaded image');
  }
}

export class InvalidVerificationTokenError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'INVALID_VERIFICATION_TOKEN';
  constructor() {
    super('This verification link is invalid or has expired. Please request a new one from your profile.');
  }
}

export class EmailAlreadyVerifiedError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'EMAIL_ALREADY_VERIFIED';
  constructor() {
    super('Your email address is already verified.');
  }
}

export class TooManyVerificationRequestsError extends DomainError {
  readonly kind = 'too-many-requests';
  override readonly code = 'TOO_MANY_ATTEMPTS';
  constructor() {
    super('Too many verification emails requested. Please try again later.');
  }
}

export class UnverifiedGoogleEmailError extends DomainError {
  readonly kind = 'unauthenticated';
  override readonly code = 'GOOGLE_EMAIL_UNVERIFIED';
  constructor() {
    super('Google has not verified the email address of this Google account. Verify it with Google, then try again.');
  }
}

export class TooManyAccessTokensError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'TOKEN_LIMIT';
  constructor(max: number) {
    super(`You can have at most ${max} API tokens. Revoke one you no longer use first.`);
  }
}

export class AdminScopeRefusedError extends DomainError {
  readonly kind = 'forbidden';
  override readonly code = 'TOKEN_SCOPE';
  constructor() {
    super('Only an admin can create a token with the admin scope');
  }
}

export class AccessTokenNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('No such API token');
  }
}

export class TooManyTokenRequestsError extends DomainError {
  readonly kind = 'too-many-requests';
  override readonly code = 'TOO_MANY_ATTEMPTS';
  constructor() {
    super('Too many API tokens created recently. Please try again later.');
  }
}
