export { AuthModule } from './auth.module.js';
export { PgSessionStore } from './adapters/session/pg-session.store.js';
export { UserSchema } from './adapters/persistence/user.schema.js';
export { SessionSchema, AttemptSchema } from './adapters/persistence/session.schema.js';
export { AccountTokenSchema } from './adapters/persistence/account-token.schema.js';
export { setAdmin } from './adapters/cli/set-admin.js';
export { UserDirectory } from './application/user-directory.js';
export { UserRegistered, UserSignedIn } from './domain/events.js';
export { UserNotFoundError } from './domain/auth.errors.js';
