import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ChatStore, type MeterReading, type StoredChatMessage } from '../../application/ports/chat.store.js';

@Injectable()
export class SqlChatStore extends ChatStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async history(userId: number, limit: number): Promise<StoredChatMessage[]> {
    const rows = await this.em.execute<{ id: number; role: 'user' | 'assistant'; content: string; created_at: Date }[]>(
      `select id, role, content, created_at from (
         select id, role, content, created_at from chat_messages where user_id = ? order by id desc limit ?
       ) latest order by id`,
      [userId, limit],
    );
    return rows.map((row) => ({ id: row.id, role: row.role, content: row.content, timestamp: new Date(row.created_at) }));
  }

  async countMessage(userId: number): Promise<MeterReading> {
    const [row] = await this.em.execute<{ messages_sent: number; epoch: number }[]>(
      `insert into chat_meters (user_id, messages_sent) values (?, 1)
       on conflict (user_id) do update set messages_sent = chat_meters.messages_sent + 1
       returning messages_sent, epoch`,
      [userId],
    );
    return { sent: row.messages_sent, epoch: row.epoch };
  }

  async uncount(userId: number, reading: MeterReading, newEpoch: boolean): Promise<void> {
    await this.em.execute(
      `update chat_meters
       set messages_sent = case when messages_sent = ? and epoch = ? then messages_sent - 1 else messages_sent end,
           epoch = case when ? then epoch + 1 else epoch end
       where user_id = ?`,
      [reading.sent, reading.epoch, newEpoch, userId],
    );
  }

  async saveExchange(userId: number, message: string, reply: string): Promise<void> {
    await this.em.execute(
      `insert into chat_messages (user_id, role, content, created_at)
       values (?, 'user', ?, clock_timestamp()), (?, 'assistant', ?, clock_timestamp())`,
      [userId, message, userId, reply],
    );
  }

  async clear(userId: number): Promise<void> {
    await this.em.execute('delete from chat_messages where user_id = ?', [userId]);
  }
}
