import { DomainError } from '../errors/domain-error.js';

/**
 * What went wrong fetching a page or a picture from the web (a recipe import, a recipe's outside
 * picture): 400 for the address itself, 422 for what it answered.
 */
export class InvalidImportUrlError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'INVALID_URL';
  constructor() {
    super('Please enter a web address starting with http:// or https://.');
  }
}

export class CredentialsInUrlError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'URL_HAS_CREDENTIALS';
  constructor() {
    super('Web addresses with a user name or password cannot be imported.');
  }
}

export class AddressNotAllowedError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'ADDRESS_NOT_ALLOWED';
  constructor() {
    super('This address points to a private or local network and cannot be imported.');
  }
}

export class PageUnreachableError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code = 'PAGE_UNREACHABLE';
  constructor(detail = 'We could not open that web page.') {
    super(detail);
  }
}

export class PageTimeoutError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code = 'PAGE_TIMEOUT';
  constructor() {
    super('The web page took too long to answer (more than 10 seconds).');
  }
}

export class PageTooLargeError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code = 'PAGE_TOO_LARGE';
  constructor() {
    super('The web page is too large to import (more than 5 MB).');
  }
}

export class NotHtmlError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code = 'NOT_HTML';
  constructor() {
    super('That address is not a web page (HTML), so no recipe can be read from it.');
  }
}

export class TooManyRedirectsError extends DomainError {
  readonly kind = 'unprocessable';
  override readonly code = 'TOO_MANY_REDIRECTS';
  constructor() {
    super('The web page redirects too many times (more than 5).');
  }
}
