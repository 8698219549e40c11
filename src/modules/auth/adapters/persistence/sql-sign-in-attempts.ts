import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SignInAttempts } from '../../application/ports/sign-in-attempts.js';

@Injectable()
export class SqlSignInAttempts extends SignInAttempts {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async countFailuresSince(key: string, since: Date): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ count: string }[]>('select count(*) as count from sign_in_failures where key = ? and failed_at >= ?', [
        key,
        since,
      ]);
    return Number(row?.count ?? 0);
  }

  async recordFailure(keys: string[], at: Date): Promise<void> {
    const values = keys.map(() => '(?, ?)').join(', ');
    await this.em
      .getConnection()
      .execute(`insert into sign_in_failures (key, failed_at) values ${values}`, keys.flatMap((key) => [key, at]));
  }

  async clear(key: string): Promise<void> {
    await this.em.getConnection().execute('delete from sign_in_failures where key = ?', [key]);
  }
}
