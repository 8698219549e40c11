import { EntitySchema } from '@mikro-orm/core';
import { User } from '../../domain/user.js';

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'string', length: 254, unique: 'users_email_unique' },
    username: { type: 'string', length: 20 },
    name: { type: 'string', length: 100 },
    passwordHash: { type: 'text', nullable: true, hidden: true },
    bio: { type: 'text', nullable: true },
    profilePicture: { type: 'text', nullable: true },
    dietaryRestrictions: { type: 'text[]', defaultRaw: "'{}'" },
    googleId: { type: 'string', length: 255, nullable: true, unique: 'users_google_id_unique' },
    isAdmin: { type: 'boolean', default: false },
    emailVerified: { type: 'boolean', default: false },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    lastLoginAt: { type: 'datetime', length: 6, nullable: true },
  },
  uniques: [
    {
      name: 'users_username_lower_unique',
      expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
    },
  ],
  indexes: [
    // The social user search: a case-insensitive substring of the username (pg_trgm).
    {
      name: 'users_username_trgm_index',
      expression: 'create index "users_username_trgm_index" on "users" using gin ("username" gin_trgm_ops)',
    },
    // The admin user search: a case-insensitive substring of the email or the name (pg_trgm).
    {
      name: 'users_email_trgm_index',
      expression: 'create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops)',
    },
    {
      name: 'users_name_trgm_index',
      expression: 'create index "users_name_trgm_index" on "users" using gin ("name" gin_trgm_ops)',
    },
  ],
});
