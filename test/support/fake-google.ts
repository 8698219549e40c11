import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GoogleAccount {
  sub: string;
  name: string;
  email: string;
  email_verified: boolean;
}

/**
 * A small OAuth 2.0 provider speaking Google's protocol on localhost: /authorize sends the browser
 * back with a code, /token trades it for an access token, /userinfo answers the OpenID profile.
 */
export class FakeGoogle {
  private server?: Server;
  /** The account the next person to sign in "chooses" on the consent screen. */
  nextAccount?: GoogleAccount;
  private readonly codes = new Map<string, GoogleAccount>();
  private readonly tokens = new Map<string, GoogleAccount>();
  readonly clientId = 'fake-client-id';
  readonly clientSecret = 'fake-client-secret';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/authorize') {
        const code = randomBytes(8).toString('hex');
        if (this.nextAccount) this.codes.set(code, this.nextAccount);
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { Location: back.toString() }).end();
        return;
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          const account = this.codes.get(form.get('code') ?? '');
          if (!account || form.get('client_secret') !== this.clientSecret) {
            res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
            return;
          }
          this.codes.delete(form.get('code') ?? '');
          const token = randomBytes(8).toString('hex');
          this.tokens.set(token, account);
          res
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
        });
        return;
      }
      if (url.pathname === '/userinfo') {
        const token = url.searchParams.get('access_token') ?? (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const account = this.tokens.get(token);
        if (!account) {
          res.writeHead(401).end();
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(account));
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  get env(): NodeJS.ProcessEnv {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_AUTH_URL: `${this.baseUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${this.baseUrl}/token`,
      GOOGLE_USERINFO_URL: `${this.baseUrl}/userinfo`,
    };
  }

  /** Where the provider sends the browser back to after consent, given its /authorize address. */
  async consent(authorizeUrl: string): Promise<string> {
    const response = await fetch(authorizeUrl, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (!location) throw new Error('the fake provider did not redirect');
    const back = new URL(location);
    return `${back.pathname}${back.search}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
