/**
 * An account's rules, enforced by the server and checked by the sign-up, profile and reset forms as the
 * cook types (document 1 §5, DECISIONS.md): the field limits, the username's characters and their messages.
 */
export const ACCOUNT_LIMITS = {
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 200,
  email: 254,
  name: 100,
} as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** Written out (not built from ACCOUNT_LIMITS): the sign-in page's code is counted to the byte. */
export const ACCOUNT_MESSAGES = {
  email: 'Please enter a valid email address',
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username cannot exceed 20 characters',
  usernamePattern: 'Username can only contain letters, numbers, and underscores',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password cannot exceed 200 characters',
  nameLong: 'Name cannot exceed 100 characters',
} as const;
