import { InsufficientTicketsError, InvalidTicketAmountError } from './tickets.errors.js';

/** Every kind of ledger row; a spend's type is its feature. */
export const TICKET_TRANSACTION_TYPES = [
  'purchase',
  'subscription',
  'login_streak',
  'recipe_interaction',
  'ai_chat',
  'photo_upload',
  'ai_recipe',
  'ai_image',
  'ai_nutrition',
  'ai_meal_plan',
  'admin_adjustment',
  'welcome_bonus',
  'refund',
] as const;
export type TicketTransactionType = (typeof TICKET_TRANSACTION_TYPES)[number];

/** The features that cost tickets (the rows of ticket_costs). */
export const TICKET_FEATURES = ['ai_chat', 'photo_upload', 'ai_recipe', 'ai_image', 'ai_nutrition', 'ai_meal_plan'] as const;
export type TicketFeature = (typeof TICKET_FEATURES)[number];

/** The ways of getting tickets: everything but a spend and a refund. */
export type CreditType = Exclude<TicketTransactionType, TicketFeature | 'refund'>;

function assertTickets(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidTicketAmountError();
}

/**
 * A user's tickets: the balance never goes below zero, and it always equals lifetime earned minus
 * lifetime spent (a refund gives back what was spent, so it lowers the spent total). Each change
 * answers the balance after it, the `balanceAfter` of its ledger row.
 */
export class TicketAccount {
  constructor(
    readonly userId: number,
    public balance = 0,
    public lifetimeEarned = 0,
    public lifetimeSpent = 0,
  ) {}

  /** Takes `cost` tickets for `feature` (its description, for the refusal's message). */
  spend(cost: number, feature: string): number {
    assertTickets(cost);
    if (cost > this.balance) throw new InsufficientTicketsError(feature, cost, this.balance);
    this.balance -= cost;
    this.lifetimeSpent += cost;
    return this.balance;
  }

  earn(amount: number): number {
    assertTickets(amount);
    this.balance += amount;
    this.lifetimeEarned += amount;
    return this.balance;
  }

  /** Gives back tickets of an earlier spend. */
  refund(amount: number): number {
    assertTickets(amount);
    this.balance += amount;
    this.lifetimeSpent -= amount;
    return this.balance;
  }
}
