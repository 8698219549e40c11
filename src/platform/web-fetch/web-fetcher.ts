export interface FetchedDocument {
  /** The address it was finally read from, after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
}

/**
 * Fetches a page or a picture from the web, safely: only public addresses, limited in time and size.
 * Throws the errors of web-fetch.errors.ts.
 */
export abstract class WebFetcher {
  /** An HTML page (NotHtmlError for anything else). */
  abstract fetchPage(url: string): Promise<FetchedDocument>;
  /** An image (image/* content type). */
  abstract fetchImage(url: string): Promise<FetchedDocument>;
}
