import { Migration } from '@mikro-orm/migrations';

export class Migration20261128110132_rate_limits extends Migration {

  override name = 'Migration20261128110132_rate_limits';

  // The sign-in attempts become the shared rate-limit table, keeping the attempts in their windows.
  override up(): void | Promise<void> {
    this.addSql(`alter table "auth_attempts" rename to "rate_limit_hits";`);
    this.addSql(`alter sequence "auth_attempts_id_seq" rename to "rate_limit_hits_id_seq";`);
    this.addSql(`alter index "auth_attempts_pkey" rename to "rate_limit_hits_pkey";`);
    this.addSql(`alter index "auth_attempts_key_at_index" rename to "rate_limit_hits_key_at_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rate_limit_hits" rename to "auth_attempts";`);
    this.addSql(`alter sequence "rate_limit_hits_id_seq" rename to "auth_attempts_id_seq";`);
    this.addSql(`alter index "rate_limit_hits_pkey" rename to "auth_attempts_pkey";`);
    this.addSql(`alter index "rate_limit_hits_key_at_index" rename to "auth_attempts_key_at_index";`);
  }

}
