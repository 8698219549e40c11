import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, USERNAME_PATTERN } from '@kernel/accounts/account-rules';
import type { DietaryRestriction } from '../../api/client';

export type AuthMode = 'signin' | 'signup';

export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  username: string;
  dietaryRestrictions: DietaryRestriction[];
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export { USERNAME_PATTERN };
/** The longest username the server accepts. */
export const USERNAME_MAX = ACCOUNT_LIMITS.usernameMax;

export const MESSAGES = {
  email: ACCOUNT_MESSAGES.email,
  passwordRequired: 'Password is required',
  passwordShort: ACCOUNT_MESSAGES.passwordShort,
  usernameShort: ACCOUNT_MESSAGES.usernameShort,
  usernameLong: 'Username cannot be longer than 30 characters',
  /** The server's limit (DECISIONS.md): the form shows it for 21 to 30 characters. */
  usernameServerLong: ACCOUNT_MESSAGES.usernameLong,
  usernamePattern: ACCOUNT_MESSAGES.usernamePattern,
  usernameTaken: 'This username is already taken. Please choose another one.',
  passwordsMismatch: 'Passwords do not match',
} as const;

/** The nine sign-up options (spec document 1 §2); the profile screen has its own list. */
export const SIGNUP_DIETARY_OPTIONS: ReadonlyArray<{ id: DietaryRestriction; label: string }> = [
  { id: 'vegetarian', label: 'Vegetarian' },
  { id: 'vegan', label: 'Vegan' },
  { id: 'gluten-free', label: 'Gluten-Free' },
  { id: 'dairy-free', label: 'Dairy-Free' },
  { id: 'nut-free', label: 'Nut-Free' },
  { id: 'low-carb', label: 'Low-Carb' },
  { id: 'keto', label: 'Keto' },
  { id: 'paleo', label: 'Paleo' },
  { id: 'pescatarian', label: 'Pescatarian' },
];

export const EMPTY_AUTH_VALUES: AuthFormValues = {
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  username: '',
  dietaryRestrictions: [],
};

/** Client validation with the spec's messages (document 1 §5). */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues, usernameTaken = false): AuthFormErrors {
  const errors: AuthFormErrors = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = MESSAGES.email;

  if (mode === 'signin') {
    if (values.password === '') errors.password = MESSAGES.passwordRequired;
    return errors;
  }

  if (values.password === '') errors.password = MESSAGES.passwordRequired;
  else if (values.password.length < ACCOUNT_LIMITS.passwordMin) errors.password = MESSAGES.passwordShort;

  if (values.confirmPassword.length < ACCOUNT_LIMITS.passwordMin) errors.confirmPassword = MESSAGES.passwordShort;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = MESSAGES.passwordsMismatch;

  const username = values.username.trim();
  if (username.length < ACCOUNT_LIMITS.usernameMin) errors.username = MESSAGES.usernameShort;
  else errors.username = liveUsernameProblem(username) ?? (usernameTaken ? MESSAGES.usernameTaken : undefined);
  if (!errors.username) delete errors.username;

  return errors;
}

/**
 * What is wrong with a username while it is typed (too short is not said until submit): too long for
 * the server, or a character it refuses. Undefined when the name may still be fine.
 */
export function liveUsernameProblem(username: string): string | undefined {
  const value = username.trim();
  if (value.length > 30) return MESSAGES.usernameLong;
  if (value.length > USERNAME_MAX) return MESSAGES.usernameServerLong;
  if (value !== '' && !USERNAME_PATTERN.test(value)) return MESSAGES.usernamePattern;
  return undefined;
}

/** An empty name defaults to the part of the email before the @. */
export function defaultName(name: string, email: string): string {
  const trimmed = name.trim();
  if (trimmed) return trimmed;
  return email.trim().split('@')[0] ?? '';
}
