import type { DietaryRestriction } from './dietary-restriction.js';

export interface NewUser {
  email: string;
  username: string;
  name: string;
  passwordHash: string | null;
  dietaryRestrictions?: DietaryRestriction[];
  googleId?: string | null;
  emailVerified?: boolean;
}

/** Emails are compared and stored lower-cased (DECISIONS.md). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A person's account. Usernames keep the case typed; uniqueness ignores case (the database enforces it). */
export class User {
  id!: number;
  email: string;
  username: string;
  name: string;
  passwordHash: string | null;
  bio: string | null = null;
  profilePicture: string | null = null;
  dietaryRestrictions: string[];
  googleId: string | null;
  isAdmin = false;
  /** Whether the owner of the mailbox proved it: by a mailed link, a password reset or Google. */
  emailVerified: boolean;
  createdAt: Date;
  lastLoginAt: Date | null = null;

  constructor(data: NewUser, now: Date = new Date()) {
    this.email = normalizeEmail(data.email);
    this.username = data.username.trim();
    this.name = data.name.trim() || this.email.split('@')[0];
    this.passwordHash = data.passwordHash;
    this.dietaryRestrictions = [...new Set(data.dietaryRestrictions ?? [])];
    this.googleId = data.googleId ?? null;
    this.emailVerified = data.emailVerified ?? false;
    this.createdAt = now;
  }

  hasPassword(): boolean {
    return this.passwordHash !== null;
  }

  /**
   * Admin status follows the ADMIN_EMAILS list, for a mailbox the account has proved it owns: typing an
   * address (at sign-up or in the profile) never makes anyone an admin. Never set from a request.
   */
  applyAdminList(adminEmails: readonly string[]): void {
    if (this.emailVerified && adminEmails.includes(this.email)) this.isAdmin = true;
  }

  verifyEmail(adminEmails: readonly string[]): void {
    this.emailVerified = true;
    this.applyAdminList(adminEmails);
  }

  recordSignIn(now: Date = new Date()): void {
    this.lastLoginAt = now;
  }

  setPasswordHash(passwordHash: string): void {
    this.passwordHash = passwordHash;
  }

  /**
   * Links a Google account whose email Google verified. When this account never proved its address,
   * whoever registered it did not own the mailbox: the password goes, and the Google owner keeps the
   * account. Answers whether that happened (the caller then ends the account's other sessions).
   */
  linkGoogle(googleId: string, adminEmails: readonly string[]): { tookOver: boolean } {
    const tookOver = !this.emailVerified;
    this.googleId = googleId;
    if (tookOver) this.passwordHash = null;
    this.verifyEmail(adminEmails);
    return { tookOver };
  }

  /** Answers whether the email changed: a new address is unverified until its link is opened. */
  updateProfile(changes: ProfileChanges): { emailChanged: boolean } {
    const emailChanged = changes.email !== undefined && normalizeEmail(changes.email) !== this.email;
    if (changes.name !== undefined) this.name = changes.name.trim() || this.name;
    if (changes.username !== undefined) this.username = changes.username.trim();
    if (emailChanged) {
      this.email = normalizeEmail(changes.email!);
      this.emailVerified = false;
    }
    if (changes.bio !== undefined) this.bio = changes.bio?.trim() || null;
    if (changes.profilePicture !== undefined) this.profilePicture = changes.profilePicture || null;
    if (changes.dietaryRestrictions !== undefined) this.dietaryRestrictions = [...new Set(changes.dietaryRestrictions)];
    return { emailChanged };
  }
}

export interface ProfileChanges {
  name?: string;
  username?: string;
  email?: string;
  bio?: string | null;
  profilePicture?: string | null;
  dietaryRestrictions?: string[];
}

/** A username for a new Google account: letters, digits and underscores from the name, 3 to 20 long. */
export function usernameBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, 16);
  return base.length >= 3 ? base : `cook${base}`.slice(0, 16);
}
