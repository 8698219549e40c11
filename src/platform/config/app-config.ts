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
  };
}
