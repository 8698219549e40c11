import { Injectable } from '@nestjs/common';
import { AiProvider, type ChatTurn } from './ports/ai-provider.js';
import { ChatStore, type MeterReading, type StoredChatMessage } from './ports/chat.store.js';
import { TicketLedger } from '../../tickets/index.js';
import { AssistantNotConfiguredError } from '../domain/assistant.errors.js';

/** The literal marker at the end of a reply that offers 'Create Recipe Card' (DECISIONS.md). */
export const CREATE_RECIPE_CARD_MARKER = '[[CREATE_RECIPE_CARD]]';

/** A chat message costs a ticket every this many: the 1st, 6th, 11th… message is charged. */
export const MESSAGES_PER_TICKET = 5;

/** How much of the conversation goes to the model, and how much the card keeps across reloads. */
export const CHAT_CONTEXT_TURNS = 20;
export const CHAT_HISTORY_LIMIT = 100;

export const CHAT_SYSTEM_PROMPT = [
  'You are Savorus, the friendly cooking assistant of Savor, an app where home cooks keep their recipes.',
  'Help with recipe ideas, cooking techniques, substitutions and meal planning. Be warm, practical and concise;',
  'use short paragraphs or lists, metric and US units where helpful, and stay on the topic of food and cooking.',
  `When the conversation contains a complete recipe (a name, the ingredients with quantities and the steps),`,
  `end your reply with the literal marker ${CREATE_RECIPE_CARD_MARKER} on its own line, so the cook can save it`,
  'as a recipe card. Never use the marker otherwise, and never explain it.',
].join(' ');

export interface ChatRequestTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * One chat message: counted on the user's meter in one statement; messages go in blocks of five that
 * share 1 ticket (key `ai-chat:{epoch}:{block}`, so parallel messages never charge twice). A failed
 * reply takes its message off the meter; the block's ticket is refunded only when no other message of
 * the block has been or is being answered, decided on the meter's locked row, and then a new epoch
 * starts, so the next message is charged again: nobody chats free, and a refund never returns a ticket
 * that answered messages used.
 */
@Injectable()
export class SendChatMessage {
  constructor(
    private readonly provider: AiProvider,
    private readonly store: ChatStore,
    private readonly ledger: TicketLedger,
  ) {}

  async execute(userId: number, conversation: ChatRequestTurn[], message: string): Promise<string> {
    if (!this.provider.capabilities.chat) throw new AssistantNotConfiguredError();
    const reading = await this.store.countMessage(userId, MESSAGES_PER_TICKET);
    const key = chargeKey(reading);
    try {
      await this.ledger.spend(userId, 'ai_chat', { idempotencyKey: key });
    } catch (error) {
      await this.takeBack(userId, reading, key);
      throw error;
    }
    const turns: ChatTurn[] = [
      { role: 'system', content: CHAT_SYSTEM_PROMPT },
      ...conversation.slice(-CHAT_CONTEXT_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: message },
    ];
    let reply: string;
    try {
      reply = await this.provider.chat(turns);
    } catch (error) {
      await this.takeBack(userId, reading, key);
      throw error;
    }
    await this.store.saveExchange(userId, message, reply);
    return reply;
  }

  private async takeBack(userId: number, reading: MeterReading, key: string): Promise<void> {
    const blockGivenUp = await this.store.uncount(userId, reading, MESSAGES_PER_TICKET);
    if (blockGivenUp) await this.ledger.refund(userId, key, 'Refund: the assistant could not answer');
  }

  /** Whether chat (and generation) can answer at all: false without a provider. */
  get available(): boolean {
    return this.provider.capabilities.chat;
  }

  history(userId: number): Promise<StoredChatMessage[]> {
    return this.store.history(userId, CHAT_HISTORY_LIMIT);
  }

  clear(userId: number): Promise<void> {
    return this.store.clear(userId);
  }
}

function chargeKey(reading: MeterReading): string {
  return `ai-chat:${reading.epoch}:${Math.floor((reading.sent - 1) / MESSAGES_PER_TICKET)}`;
}
