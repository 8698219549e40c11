import { Injectable } from '@nestjs/common';
import type { DomainError } from '../../../platform/errors/domain-error.js';
import { AttemptLog } from './ports/attempt-log.js';

const WINDOW_MINUTES = 15;
const MAX_PER_EMAIL = 3;
const MAX_PER_ADDRESS = 10;

/**
 * Requests that send mail (reset links, verification links): at most 3 per email and 10 per client
 * address in 15 minutes, decided atomically so parallel requests cannot send more.
 */
@Injectable()
export class MailRequestLimit {
  constructor(private readonly attempts: AttemptLog) {}

  async take(kind: 'reset' | 'verify', email: string, clientAddress: string, refusal: () => DomainError): Promise<void> {
    const now = new Date();
    const slot = await this.attempts.take(
      [
        { key: `${kind}:${email}`, max: MAX_PER_EMAIL },
        { key: `${kind}-address:${clientAddress}`, max: MAX_PER_ADDRESS },
      ],
      new Date(now.getTime() - WINDOW_MINUTES * 60_000),
      now,
    );
    if (!slot) throw refusal();
  }
}
