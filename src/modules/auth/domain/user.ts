import type { DietaryRestriction } from './dietary-restriction.js';

export interface NewUser {
  email: string;
  username: string;
  name: string;
  passwordHash: string | null;
  dietaryRestrictions?: DietaryRestriction[];
  googleId?: string | null;
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
  createdAt: Date;
  lastLoginAt: Date | null = null;

  constructor(data: NewUser, now: Date = new Date()) {
    this.email = normalizeEmail(data.email);
    this.username = data.username.trim();
    this.name = data.name.trim() || this.email.split('@')[0];
    this.passwordHash = data.passwordHash;
    this.dietaryRestrictions = [...new Set(data.dietaryRestrictions ?? [])];
    this.googleId = data.googleId ?? null;
    this.createdAt = now;
  }

  hasPassword(): boolean {
    return this.passwordHash !== null;
  }

  /** Admin status follows the ADMIN_EMAILS list at sign-up and sign-in; it is never set from a request. */
  applyAdminList(adminEmails: readonly string[]): void {
    if (adminEmails.includes(this.email)) this.isAdmin = true;
  }

  recordSignIn(now: Date = new Date()): void {
    this.lastLoginAt = now;
  }
}
