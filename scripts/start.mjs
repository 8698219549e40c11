// `npm start`: builds what changed, then runs Savor (embedded PostgreSQL unless DATABASE_URL is set).
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../dist/src/main.js');
