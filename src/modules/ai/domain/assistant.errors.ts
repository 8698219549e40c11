import { DomainError } from '../../../platform/errors/domain-error.js';

/** No AI provider (or not this capability): features that need a language model answer 503. */
export class AssistantNotConfiguredError extends DomainError {
  readonly kind = 'unavailable';
  override readonly code = 'ASSISTANT_NOT_CONFIGURED';
  constructor() {
    super('The Savorus assistant is not configured on this server. Ask the administrator to set up an AI provider.');
  }
}

/** The provider answered with an error, nothing usable, or could not be reached: 502, never its raw error. */
export class AssistantFailedError extends DomainError {
  readonly kind = 'bad-gateway';
  override readonly code = 'ASSISTANT_FAILED';
  constructor() {
    super('The Savorus assistant could not answer right now. Please try again later.');
  }
}

/** The provider took longer than OPENAI_TIMEOUT_MS: 504. */
export class AssistantTimeoutError extends DomainError {
  readonly kind = 'gateway-timeout';
  override readonly code = 'ASSISTANT_TIMEOUT';
  constructor() {
    super('The Savorus assistant took too long to answer. Please try again later.');
  }
}
