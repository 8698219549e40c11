import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiBody,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser, Public, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { PayPalCheckout } from '../../application/paypal-checkout.js';
import { InvalidWebhookError } from '../../domain/payments.errors.js';
import { CaptureOrderDto, CapturedOrderDto, CreatedOrderDto, CreateOrderDto, PayPalStatusDto, WebhookReceivedDto } from './dto/paypal.dto.js';

/** Buying ticket packs with PayPal (Orders v2). */
@ApiTags('payments')
@Controller('payment/paypal')
export class PayPalController {
  constructor(private readonly checkout: PayPalCheckout) {}

  /** Whether PayPal is set up, and the client id (and SDK script) the browser loads the PayPal buttons with. */
  @Get('status')
  @Public()
  getPayPalStatus(): PayPalStatusDto {
    return this.checkout.status();
  }

  /** Creates a PayPal order for a ticket pack at the pack's own price; the buyer approves it with PayPal. */
  @Post('create-order')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such ticket package' })
  @ApiServiceUnavailableResponse({
    type: ErrorDto,
    description: "PayPal not configured (code PAYPAL_NOT_CONFIGURED) or PayPal's error (PAYPAL_ERROR)",
  })
  createPayPalOrder(@CurrentUser() user: SessionUser, @Body() body: CreateOrderDto): Promise<CreatedOrderDto> {
    return this.checkout.createOrder(user.id, body.packageId);
  }

  /**
   * Captures my approved order and credits the pack's tickets once: a repeat, a retry or a parallel request
   * answers ticketsAwarded 0. 422 when PayPal's capture is not a completed payment of the order's amount,
   * currency and reference (code PAYMENT_PENDING or PAYMENT_FAILED): no tickets.
   */
  @Post('capture-order')
  @HttpCode(200)
  @ApiForbiddenResponse({ type: ErrorDto, description: "Another account's order" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Unknown order' })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: 'Not a completed payment: no tickets' })
  @ApiServiceUnavailableResponse({ type: ErrorDto })
  capturePayPalOrder(@CurrentUser() user: SessionUser, @Body() body: CaptureOrderDto): Promise<CapturedOrderDto> {
    return this.checkout.captureOrder(user.id, body.orderId, body.packageId);
  }

  /**
   * PayPal's webhook (PAYPAL_WEBHOOK_ID). Each delivery is checked with PayPal's verify-webhook-signature;
   * PAYMENT.CAPTURE.COMPLETED credits the order's tickets unless the capture call did already.
   */
  @Post('webhook')
  @Public()
  @HttpCode(200)
  @ApiBody({ schema: { type: 'object', additionalProperties: true } })
  async receivePayPalWebhook(@Headers() headers: Record<string, string | undefined>, @Body() event: unknown): Promise<WebhookReceivedDto> {
    if (!event || typeof event !== 'object' || Array.isArray(event)) throw new InvalidWebhookError('Invalid webhook event');
    return this.checkout.handleWebhook(
      {
        authAlgo: headers['paypal-auth-algo'],
        certUrl: headers['paypal-cert-url'],
        transmissionId: headers['paypal-transmission-id'],
        transmissionSig: headers['paypal-transmission-sig'],
        transmissionTime: headers['paypal-transmission-time'],
      },
      event as Record<string, unknown>,
    );
  }
}
