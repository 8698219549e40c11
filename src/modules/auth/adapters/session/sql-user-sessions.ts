import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UserSessions } from '../../application/ports/user-sessions.js';

@Injectable()
export class SqlUserSessions extends UserSessions {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async endAll(userId: number, exceptSessionId?: string): Promise<void> {
    await this.em.execute('delete from sessions where user_id = ? and sid <> ?', [userId, exceptSessionId ?? '']);
  }
}
