import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 200;
/** Far past any real list, and far below what PostgreSQL's bigint OFFSET or a JS number can hold. */
export const MAX_OFFSET = 1_000_000;

/** `limit` and `offset` of every list, bounded so no value reaches the database unchecked. */
export class PagingQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Page size (the list says its default)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `limit cannot exceed ${MAX_PAGE_SIZE}` })
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset cannot be negative' })
  @Max(MAX_OFFSET, { message: `offset cannot exceed ${MAX_OFFSET}` })
  offset?: number;
}

/** The answer header of an offset list (the document's description gives the convention). */
export const TOTAL_COUNT_HEADER = { 'X-Total-Count': { description: 'How many items the whole list holds', schema: { type: 'integer' } } };
/** The answer header of a cursor list. */
export const NEXT_CURSOR_HEADER = {
  'X-Next-Cursor': { description: 'The `cursor` of the next page; absent on the last page', schema: { type: 'string' } },
};
