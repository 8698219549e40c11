// jsdom as the browser, with Node's own fetch, Request, Response, Headers and AbortController so the
// real API client (openapi-fetch) runs unchanged; tests replace globalThis.fetch to answer requests.
import { TextDecoder, TextEncoder } from 'node:util';
import JsdomEnvironment from 'jest-environment-jsdom';

export default class WebTestEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    Object.assign(g, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
