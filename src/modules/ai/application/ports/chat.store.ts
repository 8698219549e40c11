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
  /** Counts one more message sent, atomically: parallel messages each get their own number. */
  abstract countMessage(userId: number): Promise<MeterReading>;
  /**
   * Takes back a message that was not answered: the count goes down while it is still this message's
   * number; `newEpoch` also starts a new epoch, so the next message is charged afresh.
   */
  abstract uncount(userId: number, reading: MeterReading, newEpoch: boolean): Promise<void>;
  /** The user's message and the reply, stored together. */
  abstract saveExchange(userId: number, message: string, reply: string): Promise<void>;
  abstract clear(userId: number): Promise<void>;
}
