import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { EarnRecipeInteraction } from './application/earn-recipe-interaction.js';
import { InteractionAwardRepository } from './application/ports/interaction-award.repository.js';
import { LedgerStore } from './application/ports/ledger.store.js';
import { LoginStreakRepository } from './application/ports/login-streak.repository.js';
import { TicketsReadModel } from './application/ports/tickets.read-model.js';
import { TicketEarning } from './application/ticket-earning.js';
import { TicketAdministration } from './application/ticket-administration.js';
import { TicketLedger } from './application/ticket-ledger.js';
import { TicketQueries } from './application/ticket.queries.js';
import { TicketsController } from './adapters/http/tickets.controller.js';
import { SqlInteractionAwardRepository, SqlLoginStreakRepository } from './adapters/persistence/sql-earning.repositories.js';
import { SqlLedgerStore } from './adapters/persistence/sql-ledger.store.js';
import { SqlTicketsReadModel } from './adapters/persistence/sql-tickets.read-model.js';

@Module({
  imports: [RecipesModule],
  controllers: [TicketsController],
  providers: [
    { provide: LedgerStore, useClass: SqlLedgerStore },
    { provide: TicketsReadModel, useClass: SqlTicketsReadModel },
    { provide: LoginStreakRepository, useClass: SqlLoginStreakRepository },
    { provide: InteractionAwardRepository, useClass: SqlInteractionAwardRepository },
    TicketLedger,
    TicketEarning,
    EarnRecipeInteraction,
    TicketQueries,
    TicketAdministration,
  ],
  exports: [TicketLedger, TicketAdministration],
})
export class TicketsModule {}
