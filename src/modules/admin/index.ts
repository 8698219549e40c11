export { AdminModule } from './admin.module.js';
export { AdminAuditSchema } from './adapters/persistence/admin-audit.schema.js';
