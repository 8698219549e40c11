import { DomainError } from '../../../platform/errors/domain-error.js';

export const RATING_RULE = 'Rating must be a whole number from 1 to 5';

export class CommentNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Comment not found');
  }
}

export class NotCommentAuthorError extends DomainError {
  readonly kind = 'forbidden';
  constructor() {
    super('You can only delete your own comments');
  }
}

export class PhotoNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Photo not found');
  }
}

export class NotPhotoAuthorError extends DomainError {
  readonly kind = 'forbidden';
  constructor() {
    super('You can only delete your own photos');
  }
}

export class InvalidRatingError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'VALIDATION';
  constructor() {
    super(RATING_RULE);
  }
}

export class PhotoNotImageError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'INVALID_IMAGE';
  constructor() {
    super('The photo must be a JPEG, PNG or WEBP image');
  }
}

export class InvalidCursorError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'VALIDATION';
  constructor() {
    super('Invalid cursor: use the X-Next-Cursor of the previous page');
  }
}

export class TooManyCommentsError extends DomainError {
  readonly kind = 'too-many-requests';
  override readonly code = 'TOO_MANY_COMMENTS';
  constructor() {
    super('You are commenting too fast. Please wait a minute.');
  }
}

export class TooManyPhotosError extends DomainError {
  readonly kind = 'too-many-requests';
  override readonly code = 'TOO_MANY_PHOTOS';
  constructor() {
    super('You are adding photos too fast. Please wait a minute.');
  }
}
