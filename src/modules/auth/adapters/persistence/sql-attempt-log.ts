import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AttemptLog } from '../../application/ports/attempt-log.js';

@Injectable()
export class SqlAttemptLog extends AttemptLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async countSince(key: string, since: Date): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ count: string }[]>('select count(*) as count from auth_attempts where key = ? and at >= ?', [
        key,
        since,
      ]);
    return Number(row?.count ?? 0);
  }

  async record(keys: string[], at: Date): Promise<void> {
    const values = keys.map(() => '(?, ?)').join(', ');
    await this.em
      .getConnection()
      .execute(`insert into auth_attempts (key, at) values ${values}`, keys.flatMap((key) => [key, at]));
  }

  async clear(key: string): Promise<void> {
    await this.em.getConnection().execute('delete from auth_attempts where key = ?', [key]);
  }
}
