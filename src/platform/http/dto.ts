import { ApiProperty, ApiPropertyOptional, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';

/**
 * The field may be left out, but when sent it is checked, null included: class-validator's IsOptional also
 * waves null through, which reached the database as a missing value (a 500) on updates.
 */
export const IsOmittable = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

export class MessageDto {
  @ApiProperty() message: string;

  static of(message: string): MessageDto {
    return Object.assign(new MessageDto(), { message });
  }
}

export class FieldErrorDto {
  @ApiProperty({ example: 'name' }) field: string;
  @ApiProperty({ example: 'Recipe name is required' }) message: string;
}

/** The body of every error answer. */
export class ErrorDto {
  @ApiProperty({ example: 'Recipe name is required' }) message: string;
  @ApiPropertyOptional({ example: 'VALIDATION' }) code?: string;
  @ApiPropertyOptional({ type: [FieldErrorDto] }) errors?: FieldErrorDto[];
}

/** The 503 of an operation that processes a picture, while too many others wait their turn. */
export const ApiImageQueueFull = () =>
  ApiServiceUnavailableResponse({
    type: ErrorDto,
    description: 'Too many pictures are being processed right now (code IMAGE_QUEUE_FULL): try again in a minute',
  });
