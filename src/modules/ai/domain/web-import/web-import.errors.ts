import { DomainError } from '../../../../platform/errors/domain-error.js';

/** A recipe import that found no recipe, or came too often. */
export class NoRecipeOnPageError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code = 'NO_RECIPE_FOUND';
  constructor() {
    super('We could not find a recipe on this page. Try another link or type it in.');
  }
}

export class TooManyImportsError extends DomainError {
  readonly kind = 'too-many-requests';
  override readonly code = 'TOO_MANY_IMPORTS';
  constructor() {
    super('Too many imports in a short time. Please wait a minute and try again.');
  }
}
