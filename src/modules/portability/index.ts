export { PortabilityModule } from './portability.module.js';
export { CollectionImportItemSchema, CollectionImportSchema, DataExportSchema } from './adapters/persistence/portability.schema.js';
