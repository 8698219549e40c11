import 'reflect-metadata';
import { resolve } from 'node:path';
import { type MikroORM, RequestContext } from '@mikro-orm/core';
import { type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import session from 'express-session';
import { AppModule } from './app.module.js';
import { PgSessionStore } from './modules/auth/index.js';
import type { AppConfig } from './platform/config/app-config.js';
import { compressJson } from './platform/http/json-compression.js';
import { AppLogger } from './platform/logging/app-logger.js';
import { sameOriginOnly } from './platform/http/same-origin.js';
import { mediaDirectory } from './platform/media/media.module.js';
import { securityHeaders, webClient } from './platform/http/web-client.js';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
/** Routes that take images as data URLs get room for a 5 MB file (base64 adds a third). */
const IMAGE_ROUTES = /^\/api\/(user$|recipes|recipe\/process-image|images)/;

const NUL_IN_TEXT = 'Text must not contain NUL (\\u0000) characters';

export function describeApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Savor API')
    .setDescription(
      'Recipes, the Savorus cooking assistant, community, kitchen inventory and tickets. ' +
        'Sign in with POST /api/login; the session travels in the `savor.sid` cookie.',
    )
    .setVersion('1.0')
    .addCookieAuth('savor.sid')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
  });
}

/** Builds the whole HTTP application on an open database, ready to `listen` (or for supertest). */
export async function createApp(
  config: AppConfig,
  orm: MikroORM,
  options: { logger?: LoggerService | false; scheduler?: boolean } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, orm, options), {
    bodyParser: false,
    logger: options.logger ?? new AppLogger(config.logLevel),
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  app.use(securityHeaders);
  app.use('/api', (_req: express.Request, _res: express.Response, next: express.NextFunction) =>
    RequestContext.create(orm.em, next),
  );
  // PostgreSQL text cannot hold NUL characters: refuse them at the edge instead of failing later.
  const refuseNul = (_key: string, value: unknown) => {
    if (typeof value === 'string' && value.includes('\u0000')) throw new SyntaxError(NUL_IN_TEXT);
    return value;
  };
  const smallJson = express.json({ limit: '1mb', reviver: refuseNul });
  const imageJson = express.json({ limit: '8mb', reviver: refuseNul });
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
    /%00/.test(req.originalUrl) ? res.status(400).json({ message: NUL_IN_TEXT }) : next(),
  );
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
    (IMAGE_ROUTES.test(req.path) ? imageJson : smallJson)(req, res, (error?: { type?: string; status?: number }) => {
      if (!error) return next();
      if (error.type === 'entity.too.large') return res.status(413).json({ message: 'Request body is too large' });
      if (error.type === 'entity.parse.failed') {
        const nul = (error as { message?: string }).message?.includes(NUL_IN_TEXT);
        return res.status(400).json({ message: nul ? NUL_IN_TEXT : 'Request body is not valid JSON' });
      }
      res.status(error.status && error.status < 500 ? error.status : 400).json({ message: 'Request body could not be read' });
    }),
  );
  app.use(
    '/api',
    session({
      name: 'savor.sid',
      secret: config.sessionSecret,
      store: app.get(PgSessionStore),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: THIRTY_DAYS_MS, path: '/' },
    }),
  );
  // After the session middleware, so that the body is compressed before the session's end hook writes it.
  app.use('/api', compressJson);
  app.use(sameOriginOnly(config.publicBaseUrl));
  app.use('/media', express.static(mediaDirectory(config), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  app.use(webClient(resolve(process.env.WEB_DIST_DIR ?? 'dist/web')));

  app.setGlobalPrefix('api');
  SwaggerModule.setup('api/docs', app, () => describeApi(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  await app.init();
  return app;
}
