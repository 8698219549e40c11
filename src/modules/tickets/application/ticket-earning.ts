import { Injectable } from '@nestjs/common';
import { OnOutboxEvent } from '../../../platform/events/outbox.js';
import { Clock } from '../../../platform/clock/clock.js';
import { UserRegistered, UserSignedIn } from '../../auth/index.js';
import { RecipeCommented, RecipePhotoAdded, RecipeRated } from '../../recipes/index.js';
import { utcDay } from '../domain/login-streak.js';
import { DAILY_INTERACTION_AWARDS, interactionAward, type RecipeInteractionType } from '../domain/recipe-interaction.js';
import { InteractionAwardRepository } from './ports/interaction-award.repository.js';
import { LedgerStore } from './ports/ledger.store.js';
import { LoginStreakRepository } from './ports/login-streak.repository.js';
import { TicketLedger } from './ticket-ledger.js';

export const WELCOME_BONUS = 20;

/** What happened on someone's recipe, by someone. */
interface RecipeActivity {
  recipeId: number;
  recipeOwnerId: number;
  userId: number;
  recipeIsPublic: boolean;
}

/**
 * The earning rules of DECISIONS.md: the welcome bonus, the daily login streak and recipe
 * interactions. Each award is written with its ledger row in one transaction under the user's account
 * lock, and carries an idempotency key, so no award is ever paid twice. The events come through the
 * outbox: a listener that fails rolls its event's delivery back, to be tried again, and never fails the
 * request that published the event.
 */
@Injectable()
export class TicketEarning {
  constructor(
    private readonly ledger: TicketLedger,
    private readonly store: LedgerStore,
    private readonly streaks: LoginStreakRepository,
    private readonly awards: InteractionAwardRepository,
    private readonly clock: Clock,
  ) {}

  @OnOutboxEvent(UserRegistered.eventName)
  async onUserRegistered(event: UserRegistered): Promise<void> {
    await this.ledger.credit(event.userId, WELCOME_BONUS, 'welcome_bonus', 'Welcome bonus', { idempotencyKey: 'welcome-bonus' });
  }

  /** The first sign-in of a UTC day extends the streak and earns its rewards; the others that day earn nothing. */
  @OnOutboxEvent(UserSignedIn.eventName)
  async onUserSignedIn(event: UserSignedIn): Promise<void> {
    await this.store.transact(event.userId, async (locked) => {
      const streak = await this.streaks.find(event.userId);
      const rewards = streak.signIn(utcDay(event.at));
      if (rewards.length === 0) return;
      await this.streaks.save(streak);
      for (const reward of rewards) {
        const balanceAfter = locked.account.earn(reward.tickets);
        await locked.append({
          amount: reward.tickets,
          balanceAfter,
          type: 'login_streak',
          description: reward.description,
          metadata: { streak: streak.currentStreak },
          idempotencyKey: reward.idempotencyKey,
        });
      }
    });
  }

  @OnOutboxEvent(RecipeRated.eventName)
  async onRecipeRated(event: RecipeRated): Promise<void> {
    await this.onRecipeActivity(event, 'rating');
  }

  @OnOutboxEvent(RecipeCommented.eventName)
  async onRecipeCommented(event: RecipeCommented): Promise<void> {
    await this.onRecipeActivity(event, 'comment');
  }

  @OnOutboxEvent(RecipePhotoAdded.eventName)
  async onRecipePhotoAdded(event: RecipePhotoAdded): Promise<void> {
    await this.onRecipeActivity(event, 'photo');
  }

  /**
   * Awards an interaction with someone else's public recipe (the caller has checked that): once per
   * recipe and type, at most DAILY_INTERACTION_AWARDS a UTC day. Nothing when either rule says no.
   */
  async awardRecipeInteraction(userId: number, recipeId: number, interaction: RecipeInteractionType): Promise<void> {
    const at = this.clock.now();
    const from = new Date(`${utcDay(at)}T00:00:00Z`);
    const day = { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
    const award = interactionAward(recipeId, interaction);
    await this.store.transact(userId, async (locked) => {
      const granted = await this.awards.grant({
        userId,
        recipeId,
        interaction,
        tickets: award.tickets,
        at,
        day,
        dailyLimit: DAILY_INTERACTION_AWARDS,
      });
      if (!granted) return;
      await locked.append({
        amount: award.tickets,
        balanceAfter: locked.account.earn(award.tickets),
        type: 'recipe_interaction',
        description: award.description,
        metadata: { interactionType: interaction },
        relatedEntity: { type: 'recipe', id: recipeId },
        idempotencyKey: award.idempotencyKey,
      });
    });
  }

  private async onRecipeActivity(event: RecipeActivity, interaction: RecipeInteractionType): Promise<void> {
    if (event.userId === event.recipeOwnerId || !event.recipeIsPublic) return;
    await this.awardRecipeInteraction(event.userId, event.recipeId, interaction);
  }
}
