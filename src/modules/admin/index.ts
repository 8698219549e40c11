export { AdminModule } from './admin.module.js';
