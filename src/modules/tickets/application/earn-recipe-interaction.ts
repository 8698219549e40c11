import { Injectable } from '@nestjs/common';
import { RecipeCatalog } from '../../recipes/index.js';
import type { RecipeInteractionType } from '../domain/recipe-interaction.js';
import { InteractionAwardRepository } from './ports/interaction-award.repository.js';
import { TicketEarning } from './ticket-earning.js';
import { TicketLedger } from './ticket-ledger.js';

/**
 * The client reports an interaction it has just made. The recipes module confirms it happened (else
 * nothing is earned); the award is the event listener's, credited here too in case the listener
 * failed; and `ticketsEarned` is its tickets the first time it is reported, so the client announces
 * each award exactly once.
 */
@Injectable()
export class EarnRecipeInteraction {
  constructor(
    private readonly recipes: RecipeCatalog,
    private readonly earning: TicketEarning,
    private readonly awards: InteractionAwardRepository,
    private readonly ledger: TicketLedger,
  ) {}

  async execute(userId: number, recipeId: number, interaction: RecipeInteractionType): Promise<{ ticketsEarned: number; balance: number }> {
    let ticketsEarned = 0;
    if (await this.recipes.hasInteractedWithPublicRecipe(userId, recipeId, interaction)) {
      await this.earning.awardRecipeInteraction(userId, recipeId, interaction);
      ticketsEarned = await this.awards.announce(userId, recipeId, interaction);
    }
    const { balance } = await this.ledger.balanceOf(userId);
    return { ticketsEarned, balance };
  }
}
