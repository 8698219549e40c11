import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { NextFunction, Request, Response } from 'express';

/**
 * A request's EntityManager fork, made on first use. MikroORM's own `RequestContext.create` forks at
 * once (a unit of work, an identity map, a copy of the filters), while a request that reads through
 * the SqlReader alone, as the lists do, never touches an entity.
 */
class ForkOnFirstUse {
  private fork?: EntityManager;
  private forking = false;

  constructor(private readonly root: EntityManager) {}

  /** While the fork is being built it asks for its context too: then, as in MikroORM's own, it is its own. */
  entityManager(name: string): EntityManager | undefined {
    if (this.fork || this.forking || name !== this.root.name) return this.fork;
    this.forking = true;
    try {
      // disableContextResolution: fork the root itself, not what the context would resolve it to
      this.fork = this.root.fork({ useContext: true, disableContextResolution: true });
    } finally {
      this.forking = false;
    }
    return this.fork;
  }
}

const requestForks = new AsyncLocalStorage<ForkOnFirstUse>();

/** MikroORM's `context` option: inside a request, the global EntityManager resolves to the request's fork. */
export function requestEntityManager(name: string): EntityManager | undefined {
  return requestForks.getStore()?.entityManager(name);
}

/** Middleware: every request runs in a context of its own (see requestEntityManager). */
export function requestContext(orm: MikroORM) {
  return (_request: Request, _response: Response, next: NextFunction): void => requestForks.run(new ForkOnFirstUse(orm.em), next);
}

/** Runs background work in a context of its own, as if it were a request: never in the request that started it. */
export function inOwnContext<T>(root: EntityManager, work: () => Promise<T>): Promise<T> {
  return requestForks.run(new ForkOnFirstUse(root), work);
}
