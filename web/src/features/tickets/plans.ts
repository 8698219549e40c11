/** A one-time ticket pack; `id` is the server's (spec document 2 §4, §9). */
export interface TicketPack {
  id: number;
  name: string;
  tickets: number;
  /** US dollars. */
  price: number;
  popular?: boolean;
}

/** A monthly pass (not live yet). */
export interface TicketPass {
  name: string;
  ticketsPerMonth: number;
  /** US dollars a month. */
  price: number;
}

export const TICKET_PACKS: TicketPack[] = [
  { id: 1, name: 'Starter Pack', tickets: 20, price: 1 },
  { id: 2, name: 'Standard Pack', tickets: 100, price: 4, popular: true },
  { id: 3, name: 'Premium Pack', tickets: 300, price: 10 },
];

/** The pack chosen when the screen opens: Standard (spec document 2 §9). */
export const DEFAULT_PACK_ID = 2;

export const TICKET_PASSES: TicketPass[] = [
  { name: 'Basic', ticketsPerMonth: 30, price: 1 },
  { name: 'Standard', ticketsPerMonth: 200, price: 5 },
  { name: 'Premium', ticketsPerMonth: 500, price: 10 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$4.00' */
export const formatPrice = (dollars: number) => usd.format(dollars);

/** What one ticket of a pack costs, in cents: '4¢', '3.3¢'. */
export function centsPerTicket(pack: Pick<TicketPack, 'tickets' | 'price'>): string {
  const cents = Math.round((pack.price * 1000) / pack.tickets) / 10;
  return `${cents}¢`;
}

/** '1 ticket', '5 tickets' */
export const ticketCount = (n: number) => `${n.toLocaleString('en-US')} ${Math.abs(n) === 1 ? 'ticket' : 'tickets'}`;

/** Types whose generic reading would say 'Ai'. */
const TYPE_LABELS: Record<string, string> = {
  ai_chat: 'AI chat',
  ai_recipe: 'AI recipe',
  ai_image: 'AI image',
  ai_nutrition: 'AI nutrition',
  ai_meal_plan: 'AI meal plan',
};

/**
 * A transaction type as people read it: 'login_streak' → 'Login streak', underscores turned into spaces and
 * the first letter capitalised, for unknown types too (spec document 2 §3).
 */
export function humanizeType(type: string): string {
  if (TYPE_LABELS[type]) return TYPE_LABELS[type];
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** '+20' or '−5' (a true minus sign). */
export const signedAmount = (amount: number) => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);
