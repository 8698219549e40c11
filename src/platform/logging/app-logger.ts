import { format } from 'node:util';
import type { LoggerService } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';

/** Nest's own start-up chatter (modules, routes): shown only with LOG_LEVEL=debug. */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);
const RANK: Record<AppConfig['logLevel'], number> = { error: 0, warn: 1, log: 2, debug: 3 };

/**
 * A product's log: plain lines on stdout ("Savor is ready on …"), `warning:` and `error:` lines on
 * stderr, and the framework's module and route listing only at debug level, with its context.
 */
export class AppLogger implements LoggerService {
  constructor(
    private readonly level: AppConfig['logLevel'],
    private readonly out: NodeJS.WritableStream = process.stdout,
    private readonly err: NodeJS.WritableStream = process.stderr,
  ) {}

  private enabled(level: AppConfig['logLevel']): boolean {
    return RANK[level] <= RANK[this.level];
  }

  private line(stream: NodeJS.WritableStream, prefix: string, message: unknown, extra: unknown[]): void {
    const text = message instanceof Error ? (message.stack ?? message.message) : typeof message === 'string' ? message : format('%o', message);
    const details = extra.filter((part) => typeof part === 'string' && part.includes('\n'));
    stream.write(`${prefix}${text}${details.length ? `\n${details.join('\n')}` : ''}\n`);
  }

  log(message: unknown, context?: string): void {
    if (context && FRAMEWORK_CONTEXTS.has(context)) return this.debug(message, context);
    if (this.enabled('log')) this.line(this.out, '', message, []);
  }

  warn(message: unknown, context?: string): void {
    if (this.enabled('warn')) this.line(this.err, context && context !== 'Savor' ? `warning [${context}]: ` : 'warning: ', message, []);
  }

  /** Nest calls error(message, stack?, context?); the stack is printed when there is one. */
  error(message: unknown, ...rest: unknown[]): void {
    if (!this.enabled('error')) return;
    const context =
      typeof rest[rest.length - 1] === 'string' && !String(rest[rest.length - 1]).includes('\n') ? (rest[rest.length - 1] as string) : undefined;
    this.line(this.err, context && context !== 'Savor' ? `error [${context}]: ` : 'error: ', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.error(message, ...rest);
  }

  debug(message: unknown, context?: string): void {
    if (this.enabled('debug')) this.line(this.out, context ? `[${context}] ` : '', message, []);
  }

  verbose(message: unknown, context?: string): void {
    this.debug(message, context);
  }
}
