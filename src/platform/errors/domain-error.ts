/**
 * Base of every business rule violation. Plain TypeScript so the domain can throw it;
 * the HTTP error filter maps `kind` to a status code and merges `details` into the body.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment-required'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unprocessable'
  | 'too-many-requests'
  | 'unavailable'
  | 'bad-gateway'
  | 'gateway-timeout';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly code?: string;
  readonly details?: Record<string, unknown>;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
