import type { RecipeInteractionType } from '../../domain/recipe-interaction.js';

export interface AwardGrant {
  userId: number;
  recipeId: number;
  interaction: RecipeInteractionType;
  tickets: number;
  at: Date;
  /** The UTC day of `at`, over which the daily limit counts. */
  day: { from: Date; to: Date };
  dailyLimit: number;
}

export abstract class InteractionAwardRepository {
  /**
   * Records the award unless the user has it already or has `dailyLimit` awards that day; true when
   * recorded. Called inside LedgerStore.transact, whose account lock makes the count and the insert one step.
   */
  abstract grant(award: AwardGrant): Promise<boolean>;
  /** Marks the award announced: its tickets the first time, else 0 (also when there is no award), in one statement. */
  abstract announce(userId: number, recipeId: number, interaction: RecipeInteractionType): Promise<number>;
}
