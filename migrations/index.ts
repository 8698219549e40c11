import type { Migration } from '@mikro-orm/migrations';
import { Migration20261122055007 } from './Migration20261122055007.js';
import { Migration20261122055556_recipes } from './Migration20261122055556_recipes.js';
import { Migration20261122055833_recipe_images } from './Migration20261122055833_recipe_images.js';
import { Migration20261122060919_cooking_progress } from './Migration20261122060919_cooking_progress.js';
import { Migration20261123080351_email_verification } from './Migration20261123080351_email_verification.js';
import { Migration20261123122819_community } from './Migration20261123122819_community.js';
import { Migration20261123153513_social } from './Migration20261123153513_social.js';
import { Migration20261123183305_tickets } from './Migration20261123183305_tickets.js';
import { Migration20261123183402_inventory } from './Migration20261123183402_inventory.js';
import { Migration20261123183629_scheduled_jobs } from './Migration20261123183629_scheduled_jobs.js';
import { Migration20261124192444_payments } from './Migration20261124192444_payments.js';
import { Migration20261124192656_admin } from './Migration20261124192656_admin.js';
import { Migration20261124193000_chat } from './Migration20261124193000_chat.js';
import { Migration20261128060816_personal_access_tokens } from './Migration20261128060816_personal_access_tokens.js';
import { Migration20261128110007_ledger_audit } from './Migration20261128110007_ledger_audit.js';
import { Migration20261128110132_rate_limits } from './Migration20261128110132_rate_limits.js';
import { Migration20261128110238_follower_notice_daily } from './Migration20261128110238_follower_notice_daily.js';
import { Migration20261128110457_chat_block_in_use } from './Migration20261128110457_chat_block_in_use.js';
import { Migration20261128111244_housekeeping } from './Migration20261128111244_housekeeping.js';
import { Migration20261128112028_outbox } from './Migration20261128112028_outbox.js';
import { Migration20261128134453_portability } from './Migration20261128134453_portability.js';
import { Migration20261128134929_backups } from './Migration20261128134929_backups.js';
import { Migration20261128163058_meal_plan } from './Migration20261128163058_meal_plan.js';
import { Migration20261128163318_shopping_amounts } from './Migration20261128163318_shopping_amounts.js';
import { Migration20261128164251_idempotent_requests } from './Migration20261128164251_idempotent_requests.js';
import { Migration20261128164425_ai_meal_plan } from './Migration20261128164425_ai_meal_plan.js';
import { Migration20261128200534_recipe_times } from './Migration20261128200534_recipe_times.js';
import { Migration20261129014854_counters_and_feed } from './Migration20261129014854_counters_and_feed.js';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

/** Every migration in order; `npm run migration:create` rewrites this list. */
export const migrations: { name: string; class: MigrationClass }[] = [
  { name: 'Migration20261122055007', class: Migration20261122055007 },
  { name: 'Migration20261122055556_recipes', class: Migration20261122055556_recipes },
  { name: 'Migration20261122055833_recipe_images', class: Migration20261122055833_recipe_images },
  { name: 'Migration20261122060919_cooking_progress', class: Migration20261122060919_cooking_progress },
  { name: 'Migration20261123080351_email_verification', class: Migration20261123080351_email_verification },
  { name: 'Migration20261123122819_community', class: Migration20261123122819_community },
  { name: 'Migration20261123153513_social', class: Migration20261123153513_social },
  { name: 'Migration20261123183305_tickets', class: Migration20261123183305_tickets },
  { name: 'Migration20261123183402_inventory', class: Migration20261123183402_inventory },
  { name: 'Migration20261123183629_scheduled_jobs', class: Migration20261123183629_scheduled_jobs },
  { name: 'Migration20261124192444_payments', class: Migration20261124192444_payments },
  { name: 'Migration20261124192656_admin', class: Migration20261124192656_admin },
  { name: 'Migration20261124193000_chat', class: Migration20261124193000_chat },
  { name: 'Migration20261128060816_personal_access_tokens', class: Migration20261128060816_personal_access_tokens },
  { name: 'Migration20261128110007_ledger_audit', class: Migration20261128110007_ledger_audit },
  { name: 'Migration20261128110132_rate_limits', class: Migration20261128110132_rate_limits },
  { name: 'Migration20261128110238_follower_notice_daily', class: Migration20261128110238_follower_notice_daily },
  { name: 'Migration20261128110457_chat_block_in_use', class: Migration20261128110457_chat_block_in_use },
  { name: 'Migration20261128111244_housekeeping', class: Migration20261128111244_housekeeping },
  { name: 'Migration20261128112028_outbox', class: Migration20261128112028_outbox },
  { name: 'Migration20261128134453_portability', class: Migration20261128134453_portability },
  { name: 'Migration20261128134929_backups', class: Migration20261128134929_backups },
  { name: 'Migration20261128163058_meal_plan', class: Migration20261128163058_meal_plan },
  { name: 'Migration20261128163318_shopping_amounts', class: Migration20261128163318_shopping_amounts },
  { name: 'Migration20261128164251_idempotent_requests', class: Migration20261128164251_idempotent_requests },
  { name: 'Migration20261128164425_ai_meal_plan', class: Migration20261128164425_ai_meal_plan },
  { name: 'Migration20261128200534_recipe_times', class: Migration20261128200534_recipe_times },
  { name: 'Migration20261129014854_counters_and_feed', class: Migration20261129014854_counters_and_feed },
];
