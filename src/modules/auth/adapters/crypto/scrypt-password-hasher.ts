import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { PasswordHasher } from '../../application/ports/password-hasher.js';

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes look like `scrypt$N$r$p$salt$key` (base64url), so parameters can be raised later: a hash is
 * verified with its own. New hashes take N from the configuration (OWASP's 2^17 unless PASSWORD_SCRYPT_N
 * lowers it, as the test suites do), r=8, p=1.
 */
@Injectable()
export class ScryptPasswordHasher extends PasswordHasher {
  private readonly params: { N: number; r: number; p: number };

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordScryptN'>) {
    super();
    this.params = { N: config.passwordScryptN, r: 8, p: 1 };
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const { N, r, p } = this.params;
    const key = await derive(password, salt, this.params);
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = hash.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
