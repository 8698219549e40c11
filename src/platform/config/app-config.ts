import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  /** Public address of the app (scheme + host), used for links in mail and OAuth callbacks. */
  publicBaseUrl: string;
  adminEmails: string[];
  /** Number of reverse proxies in front of the app; sets Express `trust proxy`. */
  trustProxy: number;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`); unset: mail is written to the log. */
  smtpUrl?: string;
  mailFrom: string;
  google?: GoogleOAuthConfig;
}

export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

/** Injection token for the configuration object (an interface cannot be one). */
export const APP_CONFIG = Symbol('APP_CONFIG');

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './.data');
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || readOrCreateSecret(dataDir),
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: Number(env.TRUST_PROXY ?? 0),
    logLevel: (env.LOG_LEVEL as AppConfig['logLevel']) || 'log',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Savor <no-reply@savor.local>',
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            authorizationUrl: env.GOOGLE_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
            tokenUrl: env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
            userInfoUrl: env.GOOGLE_USERINFO_URL || 'https://www.googleapis.com/oauth2/v3/userinfo',
          }
        : undefined,
  };
}
