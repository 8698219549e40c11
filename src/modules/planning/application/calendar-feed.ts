import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { recipeSlug } from '../../recipes/index.js';
import { mealPlanCalendar } from '../domain/icalendar.js';
import { addDays } from '../domain/meal-plan.js';
import { CalendarFeedNotFoundError } from '../domain/planning.errors.js';
import { CalendarFeedRepository, MealPlanRepository } from './ports/meal-plan.repository.js';

/** 32 random bytes, base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** What a calendar app sees: the last 4 weeks and the next 8. */
const FEED_DAYS_BEFORE = 28;
const FEED_DAYS_AFTER = 56;

/** The cook's private calendar address: shown, regenerated (the old address then answers 404) or revoked. */
@Injectable()
export class CalendarFeed {
  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly plan: MealPlanRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'publicBaseUrl'>,
  ) {}

  async addressOf(userId: number): Promise<string | null> {
    const token = await this.feeds.tokenOf(userId);
    return token && this.address(token);
  }

  async regenerate(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.feeds.replace(userId, token);
    return this.address(token);
  }

  revoke(userId: number): Promise<void> {
    return this.feeds.revoke(userId);
  }

  /** The iCalendar text of the feed `token` names; 404 for a token no feed has. */
  async calendar(token: string, now = new Date()): Promise<string> {
    const userId = FEED_TOKEN_PATTERN.test(token) ? await this.feeds.ownerOf(token) : null;
    if (userId === null) throw new CalendarFeedNotFoundError();
    const today = now.toISOString().slice(0, 10);
    const entries = await this.plan.list(userId, addDays(today, -FEED_DAYS_BEFORE), addDays(today, FEED_DAYS_AFTER));
    return mealPlanCalendar(entries, {
      baseUrl: this.baseUrl(),
      recipePath: (recipe) => (recipeSlug(recipe.name) ? `/recipes/${recipeSlug(recipe.name)}/${recipe.id}` : `/recipes/${recipe.id}`),
      now,
    });
  }

  private baseUrl(): string {
    return this.config.publicBaseUrl.replace(/\/+$/, '');
  }

  private address(token: string): string {
    return `${this.baseUrl()}/api/meal-plan/ical/${token}`;
  }
}
