import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { PaymentsModule } from '../payments/index.js';
import { PortabilityModule } from '../portability/index.js';
import { RecipesModule } from '../recipes/index.js';
import { TicketsModule } from '../tickets/index.js';
import { AddTickets, ChangeTicketCost, DeleteUser, ModerateRecipe } from './application/admin-commands.js';
import { AdminAuditLog } from './application/ports/admin-audit-log.js';
import { AdminQueries } from './application/admin.queries.js';
import { CreateBackup, DeleteBackup } from './application/backup-commands.js';
import { AdminReadModel } from './application/ports/admin.read-model.js';
import { Transactions } from './application/ports/transactions.js';
import { AdminController } from './adapters/http/admin.controller.js';
import { BackupsController } from './adapters/http/backups.controller.js';
import { MikroOrmTransactions } from './adapters/persistence/mikro-orm-transactions.js';
import { SqlAdminAuditLog } from './adapters/persistence/sql-admin-audit-log.js';
import { SqlAdminReadModel } from './adapters/persistence/sql-admin.read-model.js';
import { StatisticsCompactionJob } from './adapters/jobs/statistics-compaction.job.js';

@Module({
  imports: [AuthModule, PaymentsModule, PortabilityModule, RecipesModule, TicketsModule],
  controllers: [AdminController, BackupsController],
  providers: [
    { provide: AdminReadModel, useClass: SqlAdminReadModel },
    { provide: Transactions, useClass: MikroOrmTransactions },
    { provide: AdminAuditLog, useClass: SqlAdminAuditLog },
    AdminQueries,
    AddTickets,
    DeleteUser,
    ModerateRecipe,
    ChangeTicketCost,
    CreateBackup,
    DeleteBackup,
    StatisticsCompactionJob,
  ],
})
export class AdminModule {}
