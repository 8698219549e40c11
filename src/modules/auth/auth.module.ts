import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PasswordHasher } from './application/ports/password-hasher.js';
import { SignInAttempts } from './application/ports/sign-in-attempts.js';
import { UserRepository } from './application/ports/user.repository.js';
import { RegisterUser } from './application/register-user.js';
import { SignIn } from './application/sign-in.js';
import { UserQueries } from './application/user.queries.js';
import { ScryptPasswordHasher } from './adapters/crypto/scrypt-password-hasher.js';
import { AuthController } from './adapters/http/auth.controller.js';
import { SessionAuthGuard } from './adapters/http/session-auth.guard.js';
import { MikroOrmUserRepository } from './adapters/persistence/mikro-orm-user.repository.js';
import { SqlSignInAttempts } from './adapters/persistence/sql-sign-in-attempts.js';
import { PgSessionStore } from './adapters/session/pg-session.store.js';
import { SessionCleanupJob } from './adapters/session/session-cleanup.job.js';

@Module({
  controllers: [AuthController],
  providers: [
    { provide: UserRepository, useClass: MikroOrmUserRepository },
    { provide: PasswordHasher, useClass: ScryptPasswordHasher },
    { provide: SignInAttempts, useClass: SqlSignInAttempts },
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    RegisterUser,
    SignIn,
    UserQueries,
    PgSessionStore,
    SessionCleanupJob,
  ],
  exports: [PgSessionStore],
})
export class AuthModule {}
