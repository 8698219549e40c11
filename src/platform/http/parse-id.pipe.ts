import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** The largest value of an `int` id column. */
export const MAX_ID = 2_147_483_647;

/** A database id from the address: a positive whole number that fits the id column, else 400. */
export class ParseIdPipe implements PipeTransform<string | number, number> {
  transform(value: string | number): number {
    const id = /^[1-9]\d{0,9}$/.test(String(value)) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new BadRequestException('Invalid id: expected a positive whole number');
    return id;
  }
}
