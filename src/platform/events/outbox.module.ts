import { Global, Module } from '@nestjs/common';
import { Outbox } from './outbox.js';
import { OutboxDeliveryJob } from './outbox-delivery.job.js';

@Global()
@Module({
  providers: [Outbox, OutboxDeliveryJob],
  exports: [Outbox],
})
export class OutboxModule {}
