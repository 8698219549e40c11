import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  /** Where the disk media store keeps its files (MEDIA_DIR; DATA_DIR/media by default). */
  mediaDir: string;
  /** An S3-compatible bucket for media instead of the disk (MEDIA_S3_BUCKET and the rest). */
  mediaS3?: S3MediaConfig;
  /** Where backup files are written (BACKUP_DIR; DATA_DIR/backups by default). Never inside the media directory. */
  backupDir: string;
  /** How many daily backups the scheduled backup keeps (BACKUP_KEEP, 7 by default; 0: no daily backup). */
  backupKeep: number;
  /** Public address of the app (scheme + host), used for links in mail and OAuth callbacks. */
  publicBaseUrl: string;
  adminEmails: string[];
  /** Origins whose pages may call the API with a token (CORS_ORIGINS, comma separated); cookies stay same-origin. */
  corsOrigins: string[];
  /** Number of reverse proxies in front of the app; sets Express `trust proxy`. */
  trustProxy: number;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`); unset: mail is written to the log. */
  smtpUrl?: string;
  mailFrom: string;
  google?: GoogleOAuthConfig;
  /** PayPal Orders v2 (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET); unset: purchases are not offered. */
  paypal?: PayPalConfig;
  /** An OpenAI-compatible AI provider (OPENAI_API_KEY or OPENAI_BASE_URL); unset: offline engines only. */
  ai?: AiProviderConfig;
  /** URL_IMPORT_ALLOW_LOOPBACK=1, FOR TESTS ONLY: the web-page import may fetch from 127.0.0.1 / ::1. */
  urlImportAllowLoopback?: boolean;
  /** scrypt's cost N for new password hashes (PASSWORD_SCRYPT_N); OWASP's 2^17 unless lowered for tests. */
  passwordScryptN: number;
}

/** OWASP password storage cheat sheet: scrypt N=2^17 (with r=8, p=1). */
export const OWASP_SCRYPT_N = 2 ** 17;

/** PASSWORD_SCRYPT_N: a power of two from 2^10 to 2^20; a stored hash keeps its own N, so it can change any time. */
function passwordScryptN(env: NodeJS.ProcessEnv): number {
  if (!env.PASSWORD_SCRYPT_N) return OWASP_SCRYPT_N;
  const n = Number(env.PASSWORD_SCRYPT_N);
  if (!Number.isInteger(n) || n < 2 ** 10 || n > 2 ** 20 || (n & (n - 1)) !== 0) {
    throw new Error(`PASSWORD_SCRYPT_N must be a power of two from 1024 to 1048576 (default ${OWASP_SCRYPT_N}), not '${env.PASSWORD_SCRYPT_N}'.`);
  }
  return n;
}

export interface AiProviderConfig {
  apiKey: string;
  /** Unset: OpenAI itself. Any OpenAI-compatible server (Ollama, vLLM, a proxy) otherwise. */
  baseUrl?: string;
  chatModel: string;
  /** null: photo analysis stays with the offline extractor (OPENAI_VISION_MODEL=off). */
  visionModel: string | null;
  /** null: recipe pictures stay the offline placeholder (OPENAI_IMAGE_MODEL=off). */
  imageModel: string | null;
  /** null: nutrition facts stay with the built-in table (OPENAI_NUTRITION_MODEL=off). */
  nutritionModel: string | null;
  timeoutMs: number;
}

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** REST API base: PAYPAL_API_BASE, else by PAYPAL_ENV (sandbox by default, or live). */
  apiBase: string;
  /** PAYPAL_WEBHOOK_ID: the webhook whose signatures are checked; unset, the webhook route refuses every event. */
  webhookId?: string;
  /** The PayPal JS SDK the browser loads (PAYPAL_SDK_URL; PayPal's own by default). */
  sdkUrl: string;
  /** Origins the browser may load the SDK, its frames and its calls from (added to the Content-Security-Policy). */
  webOrigins: string[];
}

const PAYPAL_API_BASES = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;
const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

function paypalConfig(env: NodeJS.ProcessEnv): PayPalConfig | undefined {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return undefined;
  const mode = env.PAYPAL_ENV || 'sandbox';
  if (mode !== 'sandbox' && mode !== 'live') throw new Error(`PAYPAL_ENV must be 'sandbox' or 'live', not '${mode}'.`);
  const sdkUrl = env.PAYPAL_SDK_URL || PAYPAL_SDK_URL;
  return {
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    apiBase: (env.PAYPAL_API_BASE || PAYPAL_API_BASES[mode]).replace(/\/$/, ''),
    webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
    sdkUrl,
    webOrigins: env.PAYPAL_SDK_URL ? [new URL(sdkUrl).origin] : ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  };
}

export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface S3MediaConfig {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2…); addressed path-style (`endpoint/bucket/key`). */
  endpoint?: string;
  /** Unset: the SDK's own credential chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
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

/**
 * With an external database, several instances may serve the same users: each must sign cookies with
 * the same secret, so a secret generated into one instance's DATA_DIR would sign everyone out elsewhere.
 */
function sessionSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.DATABASE_URL) {
    throw new Error('SESSION_SECRET is required when DATABASE_URL is set: every instance must sign session cookies with the same secret.');
  }
  return readOrCreateSecret(dataDir);
}

function s3MediaConfig(env: NodeJS.ProcessEnv): S3MediaConfig | undefined {
  if (!env.MEDIA_S3_BUCKET) return undefined;
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials.');
  }
  return {
    bucket: env.MEDIA_S3_BUCKET,
    region: env.MEDIA_S3_REGION || 'us-east-1',
    endpoint: env.MEDIA_S3_ENDPOINT || undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** BACKUP_DIR: not inside the media directory, whose files the app serves to anyone at /media/. */
function backupDir(env: NodeJS.ProcessEnv, dataDir: string, mediaDir: string): string {
  const directory = resolve(env.BACKUP_DIR || join(dataDir, 'backups'));
  const inside = relative(mediaDir, directory);
  if (!inside.startsWith('..') && !isAbsolute(inside)) {
    throw new Error(`BACKUP_DIR (${directory}) must not be inside the media directory (${mediaDir}): its files are served to anyone at /media/.`);
  }
  return directory;
}

/** BACKUP_KEEP: a whole number from 0 (no daily backup) to 1000. */
function backupKeep(env: NodeJS.ProcessEnv): number {
  if (env.BACKUP_KEEP === undefined || env.BACKUP_KEEP === '') return 7;
  const keep = Number(env.BACKUP_KEEP);
  if (!/^\d+$/.test(env.BACKUP_KEEP.trim()) || keep > 1000) {
    throw new Error(`BACKUP_KEEP must be a whole number from 0 (no daily backup) to 1000 (default 7), not '${env.BACKUP_KEEP}'.`);
  }
  return keep;
}

const OFF = new Set(['off', 'none', 'false', '0']);

/** A model variable: its value, the default when unset, null when switched off ('off'). */
function model(value: string | undefined, fallback: string): string | null {
  const name = value?.trim();
  if (!name) return fallback;
  return OFF.has(name.toLowerCase()) ? null : name;
}

function aiProviderConfig(env: NodeJS.ProcessEnv): AiProviderConfig | undefined {
  const apiKey = env.OPENAI_API_KEY?.trim();
  const baseUrl = env.OPENAI_BASE_URL?.trim() || undefined;
  if (!apiKey && !baseUrl) return undefined;
  const chatModel = model(env.OPENAI_CHAT_MODEL, 'gpt-4o-mini') ?? 'gpt-4o-mini';
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS ?? 60_000);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new Error('OPENAI_TIMEOUT_MS must be a positive number of milliseconds.');
  return {
    // A local server usually takes no key, but the SDK wants one.
    apiKey: apiKey || 'not-needed',
    baseUrl,
    chatModel,
    visionModel: model(env.OPENAI_VISION_MODEL, chatModel),
    imageModel: model(env.OPENAI_IMAGE_MODEL, 'gpt-image-1'),
    nutritionModel: model(env.OPENAI_NUTRITION_MODEL, chatModel),
    timeoutMs,
  };
}

/** CORS_ORIGINS: each an origin (scheme, host and port) as a browser sends it in `Origin`. */
function corsOrigins(env: NodeJS.ProcessEnv): string[] {
  return (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
        throw new Error(`CORS_ORIGINS must list origins such as https://app.example.com (scheme, host and port, no path), not '${origin}'.`);
      }
      return parsed.origin;
    });
}

/** Reads the environment; throws an Error whose one-line message says what to fix. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './.data');
  const mediaDir = resolve(env.MEDIA_DIR || join(dataDir, 'media'));
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: sessionSecret(env, dataDir),
    mediaDir,
    mediaS3: s3MediaConfig(env),
    backupDir: backupDir(env, dataDir, mediaDir),
    backupKeep: backupKeep(env),
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    corsOrigins: corsOrigins(env),
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
    paypal: paypalConfig(env),
    ai: aiProviderConfig(env),
    urlImportAllowLoopback: env.URL_IMPORT_ALLOW_LOOPBACK === '1',
    passwordScryptN: passwordScryptN(env),
  };
}
