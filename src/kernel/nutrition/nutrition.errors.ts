import { DomainError } from '../../platform/errors/domain-error.js';

export class NutritionInputError extends DomainError {
  readonly kind = 'invalid';
}
