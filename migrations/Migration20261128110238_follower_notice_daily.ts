import { Migration } from '@mikro-orm/migrations';

export class Migration20261128110238_follower_notice_daily extends Migration {

  override name = 'Migration20261128110238_follower_notice_daily';

  override up(): void | Promise<void> {
    // The repeats of a follower's notification on one day go before the unique key that forbids them.
    this.addSql(`delete from "notifications" n using "notifications" earlier
      where n.kind = 'follower' and earlier.kind = 'follower' and n.user_id = earlier.user_id and n.actor_id = earlier.actor_id
        and (n.created_at at time zone 'UTC')::date = (earlier.created_at at time zone 'UTC')::date and n.id > earlier.id;`);
    this.addSql(`create unique index "notifications_follower_daily_unique" on "notifications" ("user_id", "actor_id", ((created_at at time zone 'UTC')::date)) where kind = 'follower';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "notifications_follower_daily_unique";`);
  }

}
