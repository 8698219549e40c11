import { Migration } from '@mikro-orm/migrations';

export class Migration20261123183629_scheduled_jobs extends Migration {

  override name = 'Migration20261123183629_scheduled_jobs';

  override up(): void | Promise<void> {
    this.addSql(`create table "scheduled_job_ticks" ("job" varchar(100) not null, "tick" timestamptz(6) not null, primary key ("job"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "scheduled_job_ticks" cascade;`);
  }

}
