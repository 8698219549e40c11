import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AccountTokens } from '../../application/ports/account-tokens.js';
import { AccountToken, type AccountTokenPurpose } from '../../domain/account-token.js';

@Injectable()
export class SqlAccountTokens extends AccountTokens {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(token: AccountToken): Promise<void> {
    await this.em.persist(token).flush();
  }

  async consume(purpose: AccountTokenPurpose, tokenHash: string, now: Date, email?: string): Promise<number | null> {
    const rows = await this.em.execute<{ userId: number }[]>(
      `update account_tokens t set used_at = ?
         from users u
        where t.user_id = u.id and t.token_hash = ? and t.purpose = ? and t.used_at is null and t.expires_at > ?
          and u.email = t.email and (?::text is null or u.email = ?)
      returning t.user_id as "userId"`,
      [now, tokenHash, purpose, now, email ?? null, email ?? null],
    );
    return rows[0]?.userId ?? null;
  }

  async retireAll(userId: number, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await this.em.nativeUpdate(AccountToken, { userId, purpose, usedAt: null }, { usedAt: now });
  }
}
