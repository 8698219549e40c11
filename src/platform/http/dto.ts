import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
