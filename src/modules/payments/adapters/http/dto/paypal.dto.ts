import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from '../../../../../platform/http/parse-id.pipe.js';

const PACKAGE_RULE = 'packageId must be a positive whole number';

export class PayPalStatusDto {
  @ApiProperty({ description: 'false without PayPal credentials: the interface shows "PayPal not configured"' }) configured: boolean;
  @ApiPropertyOptional({ description: 'PayPal client id for the JS SDK (when configured)' }) clientId?: string;
  @ApiPropertyOptional({ description: 'The PayPal JS SDK script to load (when configured)', example: 'https://www.paypal.com/sdk/js' })
  sdkUrl?: string;
}

export class CreateOrderDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID, description: 'Ticket pack: 1 Starter, 2 Standard, 3 Premium' })
  @Max(MAX_ID, { message: PACKAGE_RULE })
  @Min(1, { message: PACKAGE_RULE })
  @IsInt({ message: PACKAGE_RULE })
  packageId: number;
}

export class PayPalLinkDto {
  @ApiProperty() href: string;
  @ApiProperty({ example: 'approve' }) rel: string;
  @ApiPropertyOptional() method?: string;
}

export class CreatedOrderDto {
  @ApiProperty({ description: 'PayPal order id' }) orderId: string;
  @ApiProperty({ type: [PayPalLinkDto] }) links: PayPalLinkDto[];
}

export class CaptureOrderDto {
  @ApiProperty({ maxLength: 64, description: 'PayPal order id from create-order' })
  @Matches(/^[A-Za-z0-9-]+$/, { message: 'orderId must be a PayPal order id' })
  @MaxLength(64, { message: 'orderId must be a PayPal order id' })
  @IsString({ message: 'orderId must be a PayPal order id' })
  orderId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID })
  @Max(MAX_ID, { message: PACKAGE_RULE })
  @Min(1, { message: PACKAGE_RULE })
  @IsInt({ message: PACKAGE_RULE })
  packageId: number;
}

export class CapturedOrderDto {
  @ApiProperty({ enum: ['COMPLETED'] }) status: 'COMPLETED';
  @ApiProperty() orderId: string;
  @ApiProperty({ type: 'integer', description: 'Tickets this request added: the pack the first time, 0 when the order was credited already' })
  ticketsAwarded: number;
  @ApiProperty({ type: 'integer', description: 'Ticket balance afterwards' }) balance: number;
}

export class WebhookReceivedDto {
  @ApiProperty() received: boolean;
  @ApiProperty({ type: 'integer' }) ticketsAwarded: number;
}
