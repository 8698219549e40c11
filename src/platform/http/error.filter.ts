import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, type DomainErrorKind } from '../errors/domain-error.js';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  'payment-required': HttpStatus.PAYMENT_REQUIRED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  'too-many-requests': HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  'bad-gateway': HttpStatus.BAD_GATEWAY,
  'gateway-timeout': HttpStatus.GATEWAY_TIMEOUT,
};

/** Every error leaves as JSON with a `message`; unknown errors are logged and never leak details. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.describe(error);
    // A DomainError's 5xx (503 not configured, 502/504 an outside service) is expected and logged where it arose.
    if (status >= 500 && !(error instanceof DomainError)) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    response.status(status).json(body);
  }

  private describe(error: unknown): [number, Record<string, unknown>] {
    if (error instanceof DomainError) {
      return [STATUS_BY_KIND[error.kind], { message: error.message, ...(error.code ? { code: error.code } : {}), ...error.details }];
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const payload = error.getResponse();
      if (typeof payload === 'string') return [status, { message: payload }];
      const { message, error: _reason, statusCode: _status, ...rest } = payload as Record<string, unknown>;
      const first: unknown = Array.isArray(message) ? message[0] : (message ?? error.message);
      const text = typeof first === 'string' ? first : JSON.stringify(first);
      return [status, { message: text, ...rest }];
    }
    return [HttpStatus.INTERNAL_SERVER_ERROR, { message: 'Internal server error' }];
  }
}
