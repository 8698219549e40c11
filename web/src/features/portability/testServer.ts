import { json, type FakeServer } from '../../test/render';
import type { ExportStatus, ImportReport, ImportSummary } from './api';

/** Test data and fake portability answers (openapi.yaml, tag `portability`) for component tests. */

export function makeImport(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    id: 7,
    format: 'paprika',
    fileName: 'My Recipes.paprikarecipes',
    status: 'running',
    total: 3,
    processed: 0,
    imported: 0,
    skipped: 0,
    failed: 0,
    error: null,
    createdAt: '2026-11-28T09:30:00.000Z',
    finishedAt: null,
    items: [],
    ...overrides,
  };
}

/** The row GET /api/imports gives for an import (its report without the lines). */
export function summaryOf({ items: _items, ...summary }: ImportReport): ImportSummary {
  return summary;
}

export function makeExport(overrides: Partial<ExportStatus> = {}): ExportStatus {
  return { id: 3, status: 'running', total: 10, processed: 0, createdAt: '2026-11-28T09:30:00.000Z', ...overrides };
}

/** A list answer with its X-Total-Count, as the API sends paged lists. */
export function listAnswer(rows: unknown[], total = rows.length): Response {
  return new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) } });
}

/** Successive answers, one per call; the last one is repeated (a job that has ended stays so). */
export function inTurn(...answers: Array<() => Response>): () => Response {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]();
}

type Route = (request: Request) => Response | Promise<Response>;

/** Answers `METHOD /path` (no query) with its route; anything else falls through to the fake server's defaults. */
export function serveRoutes(server: FakeServer, routes: Record<string, Route>): FakeServer {
  server.use((request) => routes[`${request.method} ${new URL(request.url).pathname}`]?.(request));
  return server;
}

export const answer =
  (body: unknown, status = 200) =>
  () =>
    json(body, status);

export const requestsTo = (server: FakeServer, method: string, pathname: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === pathname);
