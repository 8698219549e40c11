export { AdminModule } from './admin.module.js';
export { AdminAuditSchema } from './adapters/persistence/admin-audit.schema.js';
export { STATISTICS_TRIGGERS, StatisticsDeltaSchema } from './adapters/persistence/statistics-deltas.schema.js';
