import { api, isApiError, unwrap } from '../../api/client';
import { ACCOUNT_LIMITS } from '@kernel/accounts/account-rules';
import { EMAIL_PATTERN, MESSAGES } from './validation';

export const RESET_TEXTS = {
  success: 'Password has been reset successfully. You can now log in with your new password.',
  failed: 'Failed to reset password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  requestFailed: 'Failed to send the reset link. Please try again.',
} as const;

export interface ResetFormValues {
  email: string;
  newPassword: string;
  confirmPassword: string;
}
export type ResetFormErrors = Partial<Record<keyof ResetFormValues, string>>;

/** Spec document 2 §5: email valid; both passwords at least 6; they must match (on the confirmation). */
export function validateResetForm(values: ResetFormValues): ResetFormErrors {
  const errors: ResetFormErrors = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = MESSAGES.email;
  if (values.newPassword.length < ACCOUNT_LIMITS.passwordMin) errors.newPassword = MESSAGES.passwordShort;
  if (values.confirmPassword.length < ACCOUNT_LIMITS.passwordMin) errors.confirmPassword = MESSAGES.passwordShort;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = MESSAGES.passwordsMismatch;
  return errors;
}

export function validateResetEmail(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : MESSAGES.email;
}

/** The server's own message when it sent one, else `fallback`; network and other errors get the unexpected text. */
export function resetErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return RESET_TEXTS.unexpected;
  const body = error.json<{ message?: unknown }>();
  return body && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : fallback;
}

export async function requestPasswordReset(email: string): Promise<string> {
  const data = await unwrap(api.POST('/api/reset-password/request', { body: { email: email.trim() } }));
  return data?.message ?? '';
}

export async function resetPassword(email: string, token: string, newPassword: string): Promise<string> {
  const data = await unwrap(api.POST('/api/reset-password', { body: { email: email.trim(), token, newPassword } }));
  return data?.message || RESET_TEXTS.success;
}
