import type { User } from '../../api/client';
import { EMAIL_PATTERN, USERNAME_PATTERN } from '../auth/validation';

/** The ids PATCH /api/user accepts (DECISIONS.md: dietary restrictions are stored as ids). */
export type DietaryId = NonNullable<import('../../api/schema').components['schemas']['UpdateProfileDto']['dietaryRestrictions']>[number];
export type ProfilePatchBody = import('../../api/schema').components['schemas']['UpdateProfileDto'];

/** The nine options of the profile screen (spec document 1 §2 Profile). */
export const PROFILE_DIETARY_OPTIONS: ReadonlyArray<{ id: string; label: string }> = [
  { id: 'vegetarian', label: 'Vegetarian' },
  { id: 'vegan', label: 'Vegan' },
  { id: 'gluten-free', label: 'Gluten-Free' },
  { id: 'dairy-free', label: 'Dairy-Free' },
  { id: 'low-carb', label: 'Low-Carb' },
  { id: 'keto', label: 'Keto' },
  { id: 'nut-free', label: 'Nut-Free' },
  { id: 'halal', label: 'Halal' },
  { id: 'kosher', label: 'Kosher' },
];

const KNOWN_LABELS: Record<string, string> = {
  ...Object.fromEntries(PROFILE_DIETARY_OPTIONS.map((o) => [o.id, o.label])),
  paleo: 'Paleo',
  pescatarian: 'Pescatarian',
};

/** 'gluten-free' → 'Gluten-Free' for ids without a known label. */
export function dietaryLabel(id: string): string {
  return (
    KNOWN_LABELS[id] ??
    id
      .split('-')
      .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
      .join('-')
  );
}

/**
 * The switches to show: the profile's nine, plus any other id the user already has, so saving never
 * drops a choice made elsewhere (e.g. paleo or pescatarian from sign-up).
 */
export function dietaryOptionsFor(userIds: readonly string[]): Array<{ id: string; label: string }> {
  const base = PROFILE_DIETARY_OPTIONS.map((o) => ({ ...o }));
  const extra = userIds.filter((id, i) => !base.some((o) => o.id === id) && userIds.indexOf(id) === i);
  return [...base, ...extra.map((id) => ({ id, label: dietaryLabel(id) }))];
}

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  email: 'Please enter a valid email address',
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username cannot exceed 20 characters',
  usernamePattern: 'Username can only contain letters, numbers, and underscores',
  bioLong: 'Bio must be 500 characters or less',
  passwordShort: 'Password must be at least 6 characters',
  passwordsMismatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required to set a new password',
} as const;

export const BIO_MAX = 500;

export interface ProfileFormValues {
  name: string;
  username: string;
  email: string;
  bio: string;
  /** '' (none), the current /media/… URL, or a new data:image/jpeg URL. */
  profilePicture: string;
  dietaryRestrictions: string[];
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export function valuesFromUser(user: User): ProfileFormValues {
  return {
    name: user.name ?? '',
    username: user.username ?? '',
    email: user.email ?? '',
    bio: user.bio ?? '',
    profilePicture: user.profilePicture ?? '',
    dietaryRestrictions: [...(user.dietaryRestrictions ?? [])],
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/** The profile form's rules (spec document 1 §5 Profile form). */
export function validateProfileForm(values: ProfileFormValues, hasPassword: boolean): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.name.trim() === '') errors.name = PROFILE_MESSAGES.nameRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = PROFILE_MESSAGES.email;

  const username = values.username.trim();
  if (username.length < 3) errors.username = PROFILE_MESSAGES.usernameShort;
  else if (username.length > 20) errors.username = PROFILE_MESSAGES.usernameLong;
  else if (!USERNAME_PATTERN.test(username)) errors.username = PROFILE_MESSAGES.usernamePattern;

  if (values.bio.length > BIO_MAX) errors.bio = PROFILE_MESSAGES.bioLong;

  if (values.newPassword !== '' || values.confirmPassword !== '') {
    if (values.newPassword.length < 6) errors.newPassword = PROFILE_MESSAGES.passwordShort;
    if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PROFILE_MESSAGES.passwordsMismatch;
    if (hasPassword && values.newPassword !== '' && values.currentPassword === '') {
      errors.currentPassword = PROFILE_MESSAGES.currentPasswordRequired;
    }
  }
  return errors;
}

/**
 * PATCH /api/user body: only the fields the server accepts (unknown fields are refused). The
 * confirmation is never sent; the password pair only when a new password is set. An empty profile
 * picture is sent as empty text.
 */
export function buildProfilePatch(values: ProfileFormValues, hasPassword: boolean): ProfilePatchBody {
  const body: ProfilePatchBody = {
    name: values.name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    bio: values.bio,
    profilePicture: values.profilePicture ?? '',
    dietaryRestrictions: values.dietaryRestrictions as DietaryId[],
  };
  if (values.newPassword !== '') {
    body.newPassword = values.newPassword;
    if (hasPassword || values.currentPassword !== '') body.currentPassword = values.currentPassword;
  }
  return body;
}

/** Server messages that belong to one field, so they can also be shown there. */
export function fieldForServerMessage(message: string): keyof ProfileFormValues | undefined {
  const m = message.toLowerCase();
  if (m.includes('current password')) return 'currentPassword';
  if (m.includes('username')) return 'username';
  if (m.includes('email')) return 'email';
  if (m.includes('name is required')) return 'name';
  if (m.startsWith('bio')) return 'bio';
  if (m.includes('password must be')) return 'newPassword';
  return undefined;
}
