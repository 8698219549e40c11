import { DomainError } from '../../../platform/errors/domain-error.js';

/** Another cook's entry is "not found" too. */
export class MealPlanEntryNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Meal plan entry not found');
  }
}

export class PlanRangeError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'INVALID_RANGE';
  constructor(message: string) {
    super(message);
  }
}

export class PlanDayFullError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'DAY_FULL';
  constructor(perDay: number) {
    super(`This day already has ${perDay} planned meals. Remove one first.`);
  }
}

export class EntryChangeError extends DomainError {
  readonly kind = 'invalid';
  constructor(message: string) {
    super(message);
  }
}

/** The calendar address names no feed (never made, regenerated or revoked). */
export class CalendarFeedNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Calendar feed not found');
  }
}
