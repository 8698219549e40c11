import type { ArgumentMetadata } from '@nestjs/common';
import { ArrayMaxSize, IsOptional, IsString } from 'class-validator';
import { PagingQueryDto } from './paging.js';
import { REMEMBERED_QUERIES, createValidationPipe } from './validation.js';

class TaggedQueryDto extends PagingQueryDto {
  @IsOptional()
  @IsString({ each: true })
  @ArrayMaxSize(3)
  tags?: string[];
}

const asQuery: ArgumentMetadata = { type: 'query', metatype: TaggedQueryDto };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { getResponse(): unknown }) => error.getResponse(),
  );

describe('the validation pipe on query strings', () => {
  it('answers a repeated query with the same values, as an instance of its DTO', async () => {
    const pipe = createValidationPipe();
    const first = await pipe.transform({ limit: '24', offset: '48' }, asQuery);
    const second = await pipe.transform({ limit: '24', offset: '48' }, asQuery);
    expect(second).toEqual({ limit: 24, offset: 48 });
    expect(second).toBeInstanceOf(TaggedQueryDto);
    expect(second).toEqual(first);
  });

  it('refuses an invalid query every time, also after valid ones', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({ limit: '24' }, asQuery);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await refusal(pipe.transform({ limit: '500' }, asQuery))).toMatchObject({ message: 'limit cannot exceed 200' });
      expect(await refusal(pipe.transform({ limit: '24', admin: 'true' }, asQuery))).toMatchObject({ message: 'Unknown field: admin' });
    }
  });

  it('keeps different queries and different DTOs apart', async () => {
    const pipe = createValidationPipe();
    expect(await pipe.transform({ limit: '24' }, asQuery)).toEqual({ limit: 24 });
    expect(await pipe.transform({ limit: '25' }, asQuery)).toEqual({ limit: 25 });
    expect(await pipe.transform({ limit: '24' }, { type: 'query', metatype: PagingQueryDto })).not.toBeInstanceOf(TaggedQueryDto);
  });

  it('gives each request its own object, so changing one changes no later answer', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ limit: '24', tags: ['quick'] }, asQuery)) as TaggedQueryDto;
    first.limit = 1;
    first.tags?.push('changed');
    const second = (await pipe.transform({ limit: '24', tags: ['quick'] }, asQuery)) as TaggedQueryDto;
    second.tags?.push('again');
    expect(await pipe.transform({ limit: '24', tags: ['quick'] }, asQuery)).toEqual({ limit: 24, tags: ['quick'] });
  });

  it('stays correct past the number of queries it remembers', async () => {
    const pipe = createValidationPipe();
    for (let offset = 0; offset <= REMEMBERED_QUERIES + 10; offset += 1) {
      expect(await pipe.transform({ offset: String(offset) }, asQuery)).toEqual({ offset });
    }
    expect(await pipe.transform({ offset: '0' }, asQuery)).toEqual({ offset: 0 });
  });
});
