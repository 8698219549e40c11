import type { SocialNotification } from './api';

/** Social card descriptions are cut at 100 characters (spec document 2 §9). */
export const SOCIAL_DESCRIPTION_MAX = 100;
/** The bell shows at most 5 notifications (spec document 2 §9). */
export const BELL_SHOWN = 5;

/** The first 100 characters of a description, with '...' when it was longer. */
export function cutDescription(text: string | null | undefined, max = SOCIAL_DESCRIPTION_MAX): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max).trimEnd()}...` : value;
}

/** 'Nm ago' under 60 minutes, 'Nh ago' under 24 hours, else 'Nd ago' (spec document 2, Notifications). */
export function notificationAge(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  const minutes = Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / 60_000)) : 0;
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/**
 * The recipe page's Community Feedback tab (its address fragment) that a notification's feedback is in.
 * The contract's notification names no kind: its message, written by the server in the contract's words
 * ('{username} commented on your recipe "…"'), says it.
 */
const FEEDBACK_TABS: [RegExp, string][] = [
  [/^\S+ commented on your recipe "/, 'comments'],
  [/^\S+ rated your recipe "/, 'ratings'],
  [/^\S+ added a photo to your recipe "/, 'photos'],
];

/**
 * Where a notification leads: its recipe (at the feedback it tells of), else the user who caused it,
 * else the feed.
 */
export function notificationTarget(notification: Pick<SocialNotification, 'message' | 'recipeId' | 'userId'>): string {
  if (notification.recipeId) {
    const tab = FEEDBACK_TABS.find(([pattern]) => pattern.test(notification.message))?.[1];
    return `/recipe/${notification.recipeId}${tab ? `#${tab}` : ''}`;
  }
  if (notification.userId) return `/community?tab=profile&userId=${notification.userId}`;
  return '/community?tab=feed';
}

/** The address of a user's page: /user/{username}. */
export const userPath = (username: string) => `/user/${encodeURIComponent(username)}`;
