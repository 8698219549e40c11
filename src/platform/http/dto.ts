import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class MessageDto {
  @ApiProperty() message: string;

  static of(message: string): MessageDto {
    return Object.assign(new MessageDto(), { message });
  }
}

export class FieldErrorDto {
  @ApiProperty() field: string;
  @ApiProperty() message: string;
}

/** The body of every error answer. */
export class ErrorDto {
  @ApiProperty({ example: 'Recipe name is required' }) message: string;
  @ApiPropertyOptional({ example: 'VALIDATION' }) code?: string;
  @ApiPropertyOptional({ type: [FieldErrorDto] }) errors?: FieldErrorDto[];
}
