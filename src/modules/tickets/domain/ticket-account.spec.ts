import { TicketAccount } from './ticket-account.js';
import { InsufficientTicketsError, InvalidTicketAmountError } from './tickets.errors.js';

describe('TicketAccount', () => {
  it('never goes below zero, and keeps the balance equal to earned minus spent', () => {
    const account = new TicketAccount(1);
    expect(account.earn(20)).toBe(20);
    expect(account.spend(5, 'AI recipe generation')).toBe(15);
    expect(account.refund(5)).toBe(20);
    expect(account.spend(20, 'Everything')).toBe(0);
    const error = (() => {
      try {
        account.spend(1, 'AI nutrition facts');
      } catch (caught) {
        return caught as InsufficientTicketsError;
      }
    })();
    expect(error).toBeInstanceOf(InsufficientTicketsError);
    expect(error).toMatchObject({
      kind: 'payment-required',
      code: 'INSUFFICIENT_TICKETS',
      message: 'Not enough tickets: AI nutrition facts costs 1 tickets and you have 0.',
      details: { required: 1, balance: 0 },
    });
    expect(account).toMatchObject({ balance: 0, lifetimeEarned: 20, lifetimeSpent: 20 });
  });

  it('moves only by whole, positive numbers of tickets', () => {
    const account = new TicketAccount(1, 10, 10, 0);
    for (const amount of [0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => account.earn(amount)).toThrow(InvalidTicketAmountError);
      expect(() => account.spend(amount, 'x')).toThrow(InvalidTicketAmountError);
      expect(() => account.refund(amount)).toThrow(InvalidTicketAmountError);
    }
    expect(account.balance).toBe(10);
  });
});
