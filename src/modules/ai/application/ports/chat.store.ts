export interface StoredChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
}

/** A user's place in the chat meter: the how-many-th message this is, and the meter's epoch. */
export interface MeterReading {
  sent: number;
  epoch: number;
}

/** The stored conversation and the message meter (each change one SQL statement). */
export abstract class ChatStore {
  /** The latest `limit` messages, oldest first. */
  abstract history(userId: number, limit: number): Promise<StoredChatMessage[]>;
  /**
   * Counts one more message sent, atomically: parallel messages each get their own number. Messages
   * go in blocks of `perBlock`; the meter also counts the messages of the latest block still in use.
   */
  abstract countMessage(userId: number, perBlock: number): Promise<MeterReading>;
  /**
   * Takes back a message that was not answered, atomically: the count goes down while it is still this
   * message's number. Answers true when its block is the latest and no other message of it has been or
   * is being answered: the block is then given up (a new epoch starting at the block's first number,
   * so the next message is charged afresh) and its ticket may be refunded.
   */
  abstract uncount(userId: number, reading: MeterReading, perBlock: number): Promise<boolean>;
  /** The user's message and the reply, stored together. */
  abstract saveExchange(userId: number, message: string, reply: string): Promise<void>;
  abstract clear(userId: number): Promise<void>;
}
