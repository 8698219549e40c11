import { Injectable } from '@nestjs/common';
import type { DomainError } from '../../../platform/errors/domain-error.js';
import { RateLimiter } from '../../../platform/database/rate-limiter.js';

const WINDOW_MINUTES = 15;
const MAX_PER_EMAIL = 3;
const MAX_PER_ADDRESS = 10;

/**
 * Requests that send mail (reset links, verification links): at most 3 per email and 10 per client
 * address in 15 minutes, decided atomically so parallel requests cannot send more.
 */
@Injectable()
export class MailRequestLimit {
  constructor(private readonly attempts: RateLimiter) {}

  async take(kind: 'reset' | 'verify', email: string, clientAddress: string, refusal: () => DomainError): Promise<void> {
    const now = new Date();
    const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
    const slot = await this.attempts.take(
      [
        { key: `${kind}:${email}`, max: MAX_PER_EMAIL, since },
        { key: `${kind}-address:${clientAddress}`, max: MAX_PER_ADDRESS, since },
      ],
      now,
    );
    if (!slot) throw refusal();
  }
}
