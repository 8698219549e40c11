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

  async countMessage(userId: number, perBlock: number): Promise<MeterReading> {
    const [row] = await this.em.execute<{ messages_sent: number; epoch: number }[]>(
      `insert into chat_meters (user_id, messages_sent, block_in_use) values (?, 1, 1)
       on conflict (user_id) do update set
         messages_sent = chat_meters.messages_sent + 1,
         block_in_use = case when chat_meters.messages_sent % ? = 0 then 1 else chat_meters.block_in_use + 1 end
       returning messages_sent, epoch`,
      [userId, perBlock],
    );
    return { sent: row.messages_sent, epoch: row.epoch };
  }

  /** Decided on the meter's row, locked: no message can join the block between the decision and the new epoch. */
  async uncount(userId: number, reading: MeterReading, perBlock: number): Promise<boolean> {
    const block = Math.floor((reading.sent - 1) / perBlock);
    const [row] = await this.em.execute<{ given_up: boolean }[]>(
      `with meter as (
         select epoch = ? and (messages_sent - 1) / ? = ? as latest_block, block_in_use from chat_meters where user_id = ? for update
       ), decision as (
         select latest_block, latest_block and block_in_use = 1 as given_up from meter
       )
       update chat_meters set
         block_in_use = case when decision.latest_block then chat_meters.block_in_use - 1 else chat_meters.block_in_use end,
         messages_sent = case
           when decision.given_up then ?
           when messages_sent = ? and epoch = ? then messages_sent - 1
           else messages_sent end,
         epoch = case when decision.given_up then epoch + 1 else epoch end
       from decision where user_id = ?
       returning decision.given_up`,
      [reading.epoch, perBlock, block, userId, block * perBlock, reading.sent, reading.epoch, userId],
    );
    return row?.given_up ?? false;
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
