export interface FetchedDocument {
  /** The address it was finally read from, after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
}

/**
 * Fetches a page or a picture from the web for the recipe import, safely: only public addresses,
 * limited in time and size. Throws the web-import errors (domain/web-import/web-import.errors.ts).
 */
export abstract class WebPageFetcher {
  /** An HTML page (NotHtmlError for anything else). */
  abstract fetchPage(url: string): Promise<FetchedDocument>;
  /** An image (image/* content type). */
  abstract fetchImage(url: string): Promise<FetchedDocument>;
}
