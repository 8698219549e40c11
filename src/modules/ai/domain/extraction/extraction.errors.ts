import { DomainError } from '../../../../platform/errors/domain-error.js';

/** Document 1 §5 'Upload for extraction'. */
export class NoFileSelectedError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'NO_FILE';
  constructor() {
    super('No file selected: Please select a file to upload.');
  }
}

export class InvalidFileTypeError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'INVALID_FILE_TYPE';
  constructor() {
    super('Invalid file type: Please upload a JPEG, PNG, or PDF file.');
  }
}

export class FileTooLargeError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'FILE_TOO_LARGE';
  constructor() {
    super('File too large: Please upload a file smaller than 5MB.');
  }
}

/** The file was read (or could not be), and nothing in it reads as a recipe. */
export class NoRecipeFoundError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code = 'NO_RECIPE_FOUND';
  constructor() {
    super('We could not find a recipe in this file. Try a clearer photo or type it in.');
  }
}

export class TooManyPagesError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code = 'TOO_MANY_PAGES';
  constructor(maxPages: number) {
    super(`This PDF has too many pages: please upload a recipe of at most ${maxPages} pages.`);
  }
}

/** Reading the file passed a bound of the reader (its memory or its time): a file built to be heavy. */
export class FileTooComplexError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code = 'FILE_TOO_COMPLEX';
  constructor() {
    super('This file is too large or complex to read. Try a photo of the recipe or a simpler PDF.');
  }
}
