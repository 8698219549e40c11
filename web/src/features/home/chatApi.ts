import { api, unwrap } from '../../api/client';
import { preloadIntoCache } from '../../api/preloadIntoCache';
import type { components } from '../../api/schema';

export type ChatMessage = components['schemas']['ChatMessageDto'];
export type ChatHistory = components['schemas']['ChatHistoryDto'];
export type GeneratedRecipe = components['schemas']['RecipeDto'];

/** SWR key of the stored conversation. */
export const CHAT_KEY = '/api/chat';

/** The literal marker at the end of a reply that offers 'Create Recipe Card' (DECISIONS.md). */
export const CREATE_CARD_MARKER = '[[CREATE_RECIPE_CARD]]';

/** The seeded costs (ticket_costs), shown until GET /api/tickets/costs answers with the current ones. */
export const CHAT_COST = 1;
export const RECIPE_CARD_COST = 5;

/** The chip's text: '1 ticket per 5 messages', or 'Free' when chat costs nothing. */
export function chatCostLabel(cost: number): string {
  return cost > 0 ? `${cost} ticket${cost === 1 ? '' : 's'} per 5 messages` : 'Free';
}

export function fetchChat(): Promise<ChatHistory> {
  return unwrap(api.GET('/api/chat'));
}

/** Fetches the stored conversation before Home's assistant card renders (see preloadIntoCache). */
export function preloadChat(): Promise<void> {
  return preloadIntoCache(CHAT_KEY, fetchChat);
}

export async function sendChat(messages: { role: 'user' | 'assistant'; content: string }[]): Promise<string> {
  const { response } = await unwrap(api.POST('/api/chat', { body: { messages } }));
  return response;
}

export async function clearChat(): Promise<void> {
  await unwrap(api.DELETE('/api/chat'));
}

export async function generateRecipe(prompt: string): Promise<GeneratedRecipe> {
  const { recipe } = await unwrap(api.POST('/api/recipe/generate', { body: { prompt } }));
  return recipe;
}

/** A reply as shown: the marker taken out, and whether it was there. */
export function splitMarker(content: string): { text: string; offersCard: boolean } {
  if (!content.includes(CREATE_CARD_MARKER)) return { text: content, offersCard: false };
  return { text: content.split(CREATE_CARD_MARKER).join('').trim(), offersCard: true };
}

/** What 'Create Recipe Card' asks for: the conversation up to that reply, the latest part of it. */
export function cardPrompt(messages: { role: string; content: string }[], limit = 7500): string {
  const transcript = messages.map((m) => `${m.role === 'user' ? 'Cook' : 'Savorus'}: ${splitMarker(m.content).text}`).join('\n\n');
  const recent = transcript.length > limit ? transcript.slice(transcript.length - limit) : transcript;
  return `Create a recipe card for the recipe discussed in this conversation.\n\n${recent}`;
}
