import { DomainError } from '../../../platform/errors/domain-error.js';

export class ImportNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('No such import');
  }
}

export class ImportAlreadyRunningError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'IMPORT_RUNNING';
  constructor() {
    super('An import is already running. Wait for it to finish before starting another.');
  }
}

export class ExportNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('No such export');
  }
}

export class ExportAlreadyRunningError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'EXPORT_RUNNING';
  constructor() {
    super('An export is already being prepared. Wait for it to finish before starting another.');
  }
}

export class ExportExpiredError extends DomainError {
  readonly kind = 'not-found';
  override readonly code = 'EXPORT_EXPIRED';
  constructor() {
    super('This export has expired. Start a new one.');
  }
}
