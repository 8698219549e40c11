import { Injectable, Logger } from '@nestjs/common';
import { OnOutboxEvent } from '../../../platform/events/outbox.js';
import { UserDirectory } from '../../auth/index.js';
import { RecipeCatalog, RecipeCommented, RecipePhotoAdded, RecipePublished, RecipeRated } from '../../recipes/index.js';
import { type Actor, type NotificationContent, notificationOf, type RecipeRef } from '../domain/notification.js';
import { NotificationRepository } from './ports/notification.repository.js';

/** What happened to someone's recipe, by someone. */
interface RecipeActivity {
  recipeId: number;
  recipeOwnerId: number;
  userId: number;
}

/**
 * Writes the notifications: a new follower, activity on one's public recipe, a new public recipe of
 * someone one follows. The texts are written once, with the usernames and recipe names of that moment.
 * A notification never fails the request that caused it: a new follower's is logged when it fails; the
 * others come through the outbox, whose delivery is rolled back and tried again.
 */
@Injectable()
export class Notifier {
  private readonly logger = new Logger(Notifier.name);

  constructor(
    private readonly notifications: NotificationRepository,
    private readonly users: UserDirectory,
    private readonly recipes: RecipeCatalog,
  ) {}

  async newFollower(userId: number, followerId: number): Promise<void> {
    await this.safely(`new follower ${followerId} of user ${userId}`, async () => {
      const follower = await this.actor(followerId);
      if (follower) await this.notifications.add(userId, notificationOf.newFollower(follower));
    });
  }

  @OnOutboxEvent(RecipeCommented.eventName)
  async onRecipeCommented(event: RecipeCommented): Promise<void> {
    await this.toRecipeOwner(event, (actor, recipe) => notificationOf.comment(actor, recipe));
  }

  /** A first rating is news; a changed one is not, but the notification of the first then says the new stars. */
  @OnOutboxEvent(RecipeRated.eventName)
  async onRecipeRated(event: RecipeRated): Promise<void> {
    await this.toRecipeOwner(event, (actor, recipe) => notificationOf.rating(actor, recipe, event.rating), event.isFirstRating ? 'add' : 'rewrite');
  }

  @OnOutboxEvent(RecipePhotoAdded.eventName)
  async onRecipePhotoAdded(event: RecipePhotoAdded): Promise<void> {
    await this.toRecipeOwner(event, (actor, recipe) => notificationOf.photo(actor, recipe));
  }

  /** Every follower of the author, once per recipe (going private and public again does not repeat it). */
  @OnOutboxEvent(RecipePublished.eventName)
  async onRecipePublished(event: RecipePublished): Promise<void> {
    const recipe = await this.publicRecipe(event.recipeId);
    const author = recipe && (await this.actor(event.userId));
    if (recipe && author) await this.notifications.addForFollowersOf(author.id, notificationOf.newRecipe(author, recipe));
  }

  /** The recipe's owner hears of someone else's activity on their public recipe; nobody of their own. */
  private async toRecipeOwner(
    event: RecipeActivity,
    build: (actor: Actor, recipe: RecipeRef) => NotificationContent,
    write: 'add' | 'rewrite' = 'add',
  ): Promise<void> {
    if (event.userId === event.recipeOwnerId) return;
    const recipe = await this.publicRecipe(event.recipeId);
    const actor = recipe && (await this.actor(event.userId));
    if (recipe && actor) await this.notifications[write](event.recipeOwnerId, build(actor, recipe));
  }

  private async publicRecipe(id: number): Promise<RecipeRef | null> {
    const name = await this.recipes.publicRecipeName(id);
    return name === null ? null : { id, name };
  }

  private async actor(id: number): Promise<Actor | null> {
    const username = await this.users.usernameOf(id);
    return username === null ? null : { id, username };
  }

  private async safely(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error(
        `Could not notify (${what}): ${error instanceof Error ? error.message : String(error)}`,
        error instanceof Error ? error.stack : undefined,
      );
    }
  }
}
