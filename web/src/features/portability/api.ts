import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

type Schemas = components['schemas'];
/** GET /api/imports/{id}: the import's progress and, line by line, what became of each recipe. */
export type ImportReport = Schemas['ImportReportDto'];
/** A row of GET /api/imports (the report without its lines). */
export type ImportSummary = Schemas['ImportSummaryDto'];
export type ImportItem = Schemas['ImportItemDto'];
/** A file format the server reads; left out, the server detects it. */
export type ImportFormat = NonNullable<Schemas['StartImportDto']['format']>;
/** GET /api/exports/{id}: the export's progress; once done, where to download it. */
export type ExportStatus = Schemas['ExportStatusDto'];
export type JobStarted = Schemas['JobStartedDto'];
type JobState = ImportSummary['status'];

/** The formats as the Format select names them, in its order. */
export const IMPORT_FORMATS: Record<ImportFormat, string> = {
  paprika: 'Paprika',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  nextcloud: 'Nextcloud Cookbook',
  'schema-org': 'schema.org JSON or HTML',
  savor: 'Savor export',
};

/** Whether a job has ended (done or failed): nothing more to poll for. */
export const isFinished = (job: { status: JobState }): boolean => job.status === 'done' || job.status === 'failed';

/** SWR keys of the portability data (all under /api/, cleared with the rest on a change of account). */
export const LATEST_IMPORT_KEY = '/api/imports?limit=1';
export const importKey = (id: number) => `/api/imports/${id}`;
export const EXPORTS_KEY = '/api/exports';
export const exportKey = (id: number) => `/api/exports/${id}`;

/**
 * POST /api/imports as multipart/form-data: the file and, when chosen, its format. The schema types the
 * binary `file` as a string (openapi-typescript's type for `format: binary`); the serializer sends the File.
 */
export function startImport(file: File, format?: ImportFormat): Promise<JobStarted> {
  return unwrap(
    api.POST('/api/imports', {
      body: { file: file.name, ...(format ? { format } : {}) },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', file, file.name);
        if (body.format) form.append('format', body.format);
        return form;
      },
    }),
  );
}

export function fetchImport(id: number): Promise<ImportReport> {
  return unwrap(api.GET('/api/imports/{id}', { params: { path: { id } } }));
}

/** The cook's newest import, or null when they have none. */
export async function fetchLatestImport(): Promise<ImportSummary | null> {
  const list = await unwrap(api.GET('/api/imports', { params: { query: { limit: 1 } } }));
  return list[0] ?? null;
}

export function startExport(): Promise<JobStarted> {
  return unwrap(api.POST('/api/exports'));
}

export function fetchExport(id: number): Promise<ExportStatus> {
  return unwrap(api.GET('/api/exports/{id}', { params: { path: { id } } }));
}

/** The cook's latest exports, newest first (at most 10). */
export function fetchExports(): Promise<ExportStatus[]> {
  return unwrap(api.GET('/api/exports'));
}
