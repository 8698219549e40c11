import { DomainError } from '../../../platform/errors/domain-error.js';

export class RecipeNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Recipe not found');
  }
}

export class NotRecipeOwnerError extends DomainError {
  readonly kind = 'forbidden';
  constructor() {
    super('Only the owner of this recipe can change it');
  }
}

export class RecipeRequiresEditError extends DomainError {
  readonly kind = 'forbidden';
  override readonly code = 'REQUIRES_EDIT';
  override readonly details = { requiresEdit: true };
  constructor() {
    super('To share this recipe publicly, you need to edit it first to create your own version. Click the Edit button to make changes.');
  }
}

export class CannotSaveOwnRecipeError extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('This recipe is already in your collection');
  }
}

export class InvalidRecipeImageError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'VALIDATION';
  constructor() {
    super('Image must be a data:image/ URL, an http(s):// address or a path starting with /');
  }
}

export class TooManyPictureFetchesError extends DomainError {
  readonly kind = 'too-many-requests';
  override readonly code = 'TOO_MANY_PICTURE_FETCHES';
  constructor() {
    super('You are adding pictures from other sites too fast. Please wait a minute, or upload the image instead.');
  }
}

export class RecipeImageUnreachableError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'IMAGE_URL_UNREACHABLE';
  constructor() {
    super('We could not load the picture at that address. Please check it, or upload the image instead.');
  }
}
