import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { bodyRefusalOf } from './json-body.js';

/**
 * Answers 400 for a body the JSON parser refused, once the guards have let the caller in: interceptors run
 * after guards, so authentication and permissions are decided before the body is judged.
 */
@Injectable()
export class RefusedBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const refusal = bodyRefusalOf(context.switchToHttp().getRequest<Request>());
    if (refusal) throw new BadRequestException(refusal);
    return next.handle();
  }
}
