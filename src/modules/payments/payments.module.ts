import { MediaReferences } from '../../platform/media/media-references.js';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { TicketsModule } from '../tickets/index.js';
import { PayPalCheckout } from './application/paypal-checkout.js';
import { PayPalGateway } from './application/ports/paypal.gateway.js';
import { PaymentsStore } from './application/ports/payments.store.js';
import { PayPalController } from './adapters/http/paypal.controller.js';
import { PayPalHttpGateway } from './adapters/paypal/paypal-http.gateway.js';
import { SqlPaymentsStore } from './adapters/persistence/sql-payments.store.js';

@Module({
  imports: [TicketsModule],
  controllers: [PayPalController],
  providers: [
    { provide: PayPalGateway, useFactory: (config: AppConfig) => new PayPalHttpGateway(config.paypal), inject: [APP_CONFIG] },
    { provide: PaymentsStore, useClass: SqlPaymentsStore },
    PayPalCheckout,
  ],
})
export class PaymentsModule {
  /** Packages' pictures are stored media: the media janitor keeps them. */
  constructor(references: MediaReferences) {
    references.declare('ticket_packages', 'image_url');
  }
}
