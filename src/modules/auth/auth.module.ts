import { MediaReferences } from '../../platform/media/media-references.js';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AccessTokens } from './application/access-tokens.js';
import { PersonalAccessTokens } from './application/ports/personal-access-tokens.js';
import { PasswordHasher } from './application/ports/password-hasher.js';
import { AccountTokens } from './application/ports/account-tokens.js';
import { AccountMail } from './application/account-mail.js';
import { AccountRemoval } from './application/account-removal.js';
import { ResendEmailVerification, VerifyEmail } from './application/email-verification.js';
import { MailRequestLimit } from './application/mail-request-limit.js';
import { UserRepository } from './application/ports/user.repository.js';
import { UserSessions } from './application/ports/user-sessions.js';
import { RegisterUser } from './application/register-user.js';
import { RequestPasswordReset } from './application/request-password-reset.js';
import { ResetPassword } from './application/reset-password.js';
import { SignIn } from './application/sign-in.js';
import { SignInWithGoogle } from './application/sign-in-with-google.js';
import { UpdateProfile } from './application/update-profile.js';
import { UserQueries } from './application/user.queries.js';
import { UserDirectory } from './application/user-directory.js';
import { ScryptPasswordHasher } from './adapters/crypto/scrypt-password-hasher.js';
import { AccessTokensController } from './adapters/http/access-tokens.controller.js';
import { AccountController } from './adapters/http/account.controller.js';
import { AuthController } from './adapters/http/auth.controller.js';
import { GoogleAuthController } from './adapters/http/google-auth.controller.js';
import { GOOGLE_SIGN_IN } from './adapters/http/google-sign-in.js';
import { SessionAuthGuard } from './adapters/http/session-auth.guard.js';
import { SqlAccountTokens } from './adapters/persistence/sql-account-tokens.js';
import { SqlPersonalAccessTokens } from './adapters/persistence/sql-personal-access-tokens.js';
import { MikroOrmUserRepository } from './adapters/persistence/mikro-orm-user.repository.js';
import { PgSessions } from './adapters/session/pg-sessions.js';
import { SessionMiddleware } from './adapters/session/session.middleware.js';
import { SessionCleanupJob } from './adapters/session/session-cleanup.job.js';
import { SqlUserSessions } from './adapters/session/sql-user-sessions.js';

@Module({
  controllers: [AuthController, AccountController, GoogleAuthController, AccessTokensController],
  providers: [
    { provide: UserRepository, useClass: MikroOrmUserRepository },
    { provide: PasswordHasher, useClass: ScryptPasswordHasher },
    { provide: AccountTokens, useClass: SqlAccountTokens },
    { provide: PersonalAccessTokens, useClass: SqlPersonalAccessTokens },
    { provide: UserSessions, useClass: SqlUserSessions },
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    {
      provide: GOOGLE_SIGN_IN,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        if (!config.google) return null;
        const { GoogleStrategy } = await import('./adapters/http/google.strategy.js');
        return new GoogleStrategy(config.google, `${config.publicBaseUrl}/api/auth/google/callback`);
      },
    },
    RegisterUser,
    SignIn,
    SignInWithGoogle,
    UpdateProfile,
    RequestPasswordReset,
    ResetPassword,
    VerifyEmail,
    ResendEmailVerification,
    AccountMail,
    MailRequestLimit,
    UserQueries,
    UserDirectory,
    AccountRemoval,
    AccessTokens,
    PgSessions,
    SessionMiddleware,
    SessionCleanupJob,
  ],
  exports: [SessionMiddleware, UserDirectory, AccountRemoval],
})
export class AuthModule {
  /** Profile pictures are stored media: the media janitor keeps them. */
  constructor(references: MediaReferences) {
    references.declare('users', 'profile_picture');
  }
}
