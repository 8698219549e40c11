import { api, isApiError, unwrap } from '../../api/client';

export const VERIFY_TEXTS = {
  verified: 'Your email address has been verified.',
  alreadyVerified: 'Your email address is already verified. This link has been used.',
  noToken: 'This page needs the link from your verification email. Open the link from the email, or ask for a new one on your profile.',
  unexpected: 'Something went wrong while verifying your email. Please try again.',
} as const;

export async function verifyEmail(token: string): Promise<string> {
  const data = await unwrap(api.POST('/api/verify-email', { body: { token } }));
  return data?.message || VERIFY_TEXTS.verified;
}

export async function resendVerificationEmail(): Promise<string> {
  const data = await unwrap(api.POST('/api/verify-email/resend'));
  return data?.message ?? '';
}

/** The server's message for a refused request; anything else (a network error) gets `fallback`. */
export function verificationErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 ? error.message : fallback;
}
