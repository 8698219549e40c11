export { AuthModule } from './auth.module.js';
export { PgSessionStore } from './adapters/session/pg-session.store.js';
export { UserSchema } from './adapters/persistence/user.schema.js';
export { SessionSchema, SignInFailureSchema } from './adapters/persistence/session.schema.js';
