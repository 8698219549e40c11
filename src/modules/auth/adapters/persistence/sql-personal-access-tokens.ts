import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PersonalAccessTokens, type TokenHolder } from '../../application/ports/personal-access-tokens.js';
import { PersonalAccessToken } from '../../domain/personal-access-token.js';

@Injectable()
export class SqlPersonalAccessTokens extends PersonalAccessTokens {
  constructor(private readonly em: EntityManager) {
    super();
  }

  listOf(userId: number): Promise<PersonalAccessToken[]> {
    return this.em.find(PersonalAccessToken, { userId }, { orderBy: { id: 'desc' } });
  }

  /** The cook's row is locked first, so parallel requests count one after another. */
  addWithin(token: PersonalAccessToken, max: number): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      await tx.execute('select id from users where id = ? for update', [token.userId]);
      const [{ count }] = await tx.execute<{ count: string }[]>('select count(*) as count from personal_access_tokens where user_id = ?', [
        token.userId,
      ]);
      if (Number(count) >= max) return false;
      await tx.persist(token).flush();
      return true;
    });
  }

  async revoke(userId: number, tokenId: number): Promise<boolean> {
    return (await this.em.nativeDelete(PersonalAccessToken, { id: tokenId, userId })) > 0;
  }

  /** One statement: the token with its user, and its last use moved forward when a minute old. */
  async holderOf(tokenHash: string): Promise<TokenHolder | undefined> {
    const [row] = await this.em.execute<TokenHolder[]>(
      `with found as (
         select t.id, t.user_id, t.scope, u.is_admin
           from personal_access_tokens t join users u on u.id = t.user_id
          where t.token_hash = ? and (t.expires_at is null or t.expires_at > now())
       ), touched as (
         update personal_access_tokens t set last_used_at = now()
           from found
          where t.id = found.id and (t.last_used_at is null or t.last_used_at < now() - interval '1 minute')
       )
       select id as "tokenId", user_id as "userId", is_admin as "isAdmin", scope from found`,
      [tokenHash],
    );
    return row;
  }
}
