import { Migration } from '@mikro-orm/migrations';

export class Migration20261128110457_chat_block_in_use extends Migration {

  override name = 'Migration20261128110457_chat_block_in_use';

  override up(): void | Promise<void> {
    this.addSql(`alter table "chat_meters" add "block_in_use" int not null default 0;`);
    this.addSql(`alter table "chat_meters" add constraint "chat_meters_block_in_use_check" check (block_in_use >= 0);`);
    // The messages already sent in each meter's latest block were answered: they keep its ticket.
    this.addSql(`update "chat_meters" set "block_in_use" = ("messages_sent" - 1) % 5 + 1 where "messages_sent" > 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "chat_meters" drop constraint "chat_meters_block_in_use_check";`);
    this.addSql(`alter table "chat_meters" drop column "block_in_use";`);
  }

}
