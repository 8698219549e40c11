import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { DomainError } from '../errors/domain-error.js';
import { isPublicAddress } from './address-policy.js';
import {
  AddressNotAllowedError,
  CredentialsInUrlError,
  InvalidImportUrlError,
  NotHtmlError,
  PageTimeoutError,
  PageTooLargeError,
  PageUnreachableError,
  TooManyRedirectsError,
} from './web-fetch.errors.js';
import { type FetchedDocument, WebFetcher } from './web-fetcher.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Host name → its addresses (DNS by default; tests inject their own, so no name is ever looked up for real). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeWebFetcherOptions {
  /** FOR TESTS ONLY (URL_IMPORT_ALLOW_LOOPBACK=1): 127.0.0.0/8 and ::1 are allowed. */
  allowLoopback?: boolean;
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * TESTS ONLY: where the socket really goes for a checked address (a test makes a public-looking
   * address land on its loopback fixture server). The check still runs on the address itself.
   */
  connectTo?: (address: string) => string;
}

const dnsResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));

const HTML_TYPES = /^(?:text\/html|application\/xhtml\+xml)\b/i;
const IMAGE_TYPES = /^image\/(?:jpeg|jpg|png|webp|gif)\b/i;

interface Target {
  url: URL;
  address: ResolvedAddress;
}

/**
 * The web fetch of the recipe import and of recipes' outside pictures. Every hop (the first address and each redirect, at most 5) is
 * checked: http or https, no user name or password, the host resolved and EVERY address it resolves to
 * public (address-policy.ts); the connection then goes to the checked address itself (the socket's
 * lookup answers it), so the name cannot resolve elsewhere between the check and the connect. The whole
 * fetch has 10 s and the body 5 MB (after decompression); the content type must match.
 */
export class SafeWebFetcher extends WebFetcher {
  private readonly allowLoopback: boolean;
  private readonly resolve: Resolver;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly maxRedirects: number;
  private readonly connectTo: (address: string) => string;

  constructor(options: SafeWebFetcherOptions = {}) {
    super();
    this.allowLoopback = options.allowLoopback ?? false;
    this.resolve = options.resolve ?? dnsResolver;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
    this.maxRedirects = options.maxRedirects ?? 5;
    this.connectTo = options.connectTo ?? ((address) => address);
  }

  fetchPage(url: string): Promise<FetchedDocument> {
    return this.fetch(url, HTML_TYPES, 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', () => new NotHtmlError());
  }

  fetchImage(url: string): Promise<FetchedDocument> {
    return this.fetch(
      url,
      IMAGE_TYPES,
      'image/webp,image/png,image/jpeg,image/gif,*/*;q=0.1',
      () => new PageUnreachableError('That address is not an image.'),
    );
  }

  private async fetch(address: string, accepted: RegExp, accept: string, wrongType: () => Error): Promise<FetchedDocument> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      let url = this.parse(address);
      for (let redirects = 0; ; redirects += 1) {
        const target = await this.check(url, controller.signal);
        const response = await this.send(target, accept, controller.signal);
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (redirects >= this.maxRedirects) throw new TooManyRedirectsError();
          url = this.parse(new URL(response.headers.location, url).toString());
          continue;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          throw new PageUnreachableError(`The web page answered with an error (HTTP ${status}).`);
        }
        const contentType = String(response.headers['content-type'] ?? '');
        if (!accepted.test(contentType.trim())) {
          response.destroy();
          throw wrongType();
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > this.maxBytes) {
          response.destroy();
          throw new PageTooLargeError();
        }
        const body = await this.readBody(response, controller.signal);
        return { url: url.toString(), contentType, body };
      }
    } catch (error) {
      if (controller.signal.aborted) throw new PageTimeoutError();
      // Anything unforeseen (a malformed answer, a socket error thrown at once) is the page's fault, not a 500.
      if (error instanceof DomainError) throw error;
      throw new PageUnreachableError();
    } finally {
      clearTimeout(timer);
    }
  }

  private parse(address: string): URL {
    let url: URL;
    try {
      url = new URL(address.trim());
    } catch {
      throw new InvalidImportUrlError();
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidImportUrlError();
    if (url.username || url.password) throw new CredentialsInUrlError();
    return url;
  }

  /** Resolves the host and refuses it unless every address is public; answers the address to connect to. */
  private async check(url: URL, signal: AbortSignal): Promise<Target> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: ResolvedAddress[];
    if (isIP(host)) {
      addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
    } else {
      try {
        addresses = await this.resolve(host);
      } catch {
        if (signal.aborted) throw new PageTimeoutError();
        throw new PageUnreachableError('We could not find that web site. Please check the address.');
      }
    }
    if (addresses.length === 0) throw new PageUnreachableError('We could not find that web site. Please check the address.');
    if (!addresses.every((entry) => isPublicAddress(entry.address, this.allowLoopback))) throw new AddressNotAllowedError();
    return { url, address: addresses[0] };
  }

  private send({ url, address: checked }: Target, accept: string, signal: AbortSignal): Promise<IncomingMessage> {
    // The socket connects to the address that was checked, whatever the name would resolve to now.
    const connectAddress = this.connectTo(checked.address);
    const address: ResolvedAddress = { address: connectAddress, family: isIP(connectAddress) === 6 ? 6 : 4 };
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [address]);
      else callback(null, address.address, address.family);
    };
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: 'GET',
          lookup,
          signal,
          agent: false,
          headers: {
            accept,
            'accept-encoding': 'gzip, deflate, br',
            'accept-language': 'en;q=1, *;q=0.5',
            'user-agent': 'Mozilla/5.0 (compatible; SavorRecipeImport/1.0)',
          },
        },
        resolve,
      );
      outgoing.on('error', (error) => reject(signal.aborted ? new PageTimeoutError() : new PageUnreachableError(describe(error))));
      outgoing.end();
    });
  }

  private async readBody(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
    const encoding = String(response.headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase();
    let stream: Readable = response;
    if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(createGunzip());
    else if (encoding === 'deflate') stream = response.pipe(createInflate());
    else if (encoding === 'br') stream = response.pipe(createBrotliDecompress());
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > this.maxBytes) throw new PageTooLargeError();
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      response.destroy();
      if (error instanceof PageTooLargeError) throw error;
      if (signal.aborted) throw new PageTimeoutError();
      throw new PageUnreachableError('The web page could not be read.');
    }
    return Buffer.concat(chunks);
  }
}

function describe(error: Error & { code?: string }): string {
  if (error.code === 'ECONNREFUSED') return 'The web site refused the connection.';
  if (error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')) return 'The web site’s secure connection could not be verified.';
  return 'We could not open that web page.';
}
