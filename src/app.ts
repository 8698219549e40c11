import 'reflect-metadata';
import { resolve } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { SessionMiddleware } from './modules/auth/index.js';
import type { AppConfig } from './platform/config/app-config.js';
import { requestContext } from './platform/database/request-context.js';
import { BEARER_AUTH, COOKIE_AUTH } from './platform/http/auth-context.js';
import { GracefulShutdown } from './platform/http/graceful-shutdown.js';
import { jsonBody } from './platform/http/json-body.js';
import { JsonReplyExpressAdapter } from './platform/http/json-reply-adapter.js';
import { compressJson } from './platform/http/json-compression.js';
import { applyApiConventions } from './platform/http/openapi-conventions.js';
import { tokenCors } from './platform/http/cors.js';
import { AppLogger } from './platform/logging/app-logger.js';
import { sameOriginOnly } from './platform/http/same-origin.js';
import { strictTransportSecurity } from './platform/http/transport.js';
import { mediaFiles } from './platform/media/media-files.js';
import { MediaStore } from './platform/media/media-store.js';
import { securityHeadersAllowing, webClient } from './platform/http/web-client.js';

export function describeApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Savor API')
    .setDescription(
      'Recipes, the Savorus cooking assistant, community, kitchen inventory and tickets.\n\n' +
        '**Authentication.** API clients send a personal access token, made on the profile screen (API tokens), as ' +
        '`Authorization: Bearer savor_pat_…`: use Authorize below to try the operations with one. A `read` token may only ' +
        'GET (403 `TOKEN_SCOPE` otherwise); no token can manage tokens, sign in or out, or change the email or password ' +
        "(403 `TOKEN_FORBIDDEN`); admin routes need an admin's token with the `admin` scope. A revoked, expired or unknown " +
        'token is 401 `TOKEN_INVALID`. The browser signs in with POST /api/login instead; its session travels in the ' +
        '`savor.sid` cookie, and state-changing cookie requests must come from this site (403 `CROSS_ORIGIN`).',
    )
    .setVersion('1.0')
    .addServer('/', 'The Savor instance serving this document')
    .addTag('auth', 'Accounts: sign-up, sign-in, the profile, email verification, password resets, Google sign-in')
    .addTag('tokens', 'Personal access tokens for API clients (made and revoked with the browser session only)')
    .addTag('recipes', "A cook's recipes, public recipes, favourites, saved copies and community feedback")
    .addTag('ai', 'Savorus: chat, recipe generation, photo and PDF reading, URL import, images and nutrition (some cost tickets)')
    .addTag('cooking', 'Step-by-step cooking progress')
    .addTag('social', 'Follows, the feed, profiles and notifications')
    .addTag('inventory', 'The shopping list and the pantry')
    .addTag('meal plan', "The meal plan by date and meal, its calendar feed, and 'Plan my week' drafts (Savorus for tickets, or offline, free)")
    .addTag('tickets', 'The ticket balance, its history and the cost of each AI feature')
    .addTag('payments', 'Buying ticket packs through PayPal')
    .addTag('portability', 'Importing recipe collections from other apps, and exporting everything')
    .addTag('admin', 'The admin dashboard: users, statistics, moderation and ticket costs (admins only)')
    .addTag('health', 'Whether this instance can serve requests')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'savor_pat_…', description: 'A personal access token' }, BEARER_AUTH)
    .addCookieAuth('savor.sid', { type: 'apiKey', description: "The browser's session (POST /api/login)" }, COOKIE_AUTH)
    .addSecurityRequirements(BEARER_AUTH)
    .addSecurityRequirements(COOKIE_AUTH)
    .build();
  const info = { ...config.info, contact: { name: 'The Savor team' }, license: { name: 'Proprietary' } };
  return applyApiConventions(
    SwaggerModule.createDocument(
      app,
      { ...config, info },
      {
        operationIdFactory: (_controller, method) => method,
      },
    ),
  );
}

/** Builds the whole HTTP application on an open database, ready to `listen` (or for supertest). */
export async function createApp(
  config: AppConfig,
  orm: MikroORM,
  options: { logger?: LoggerService | false; scheduler?: boolean } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, orm, options), new JsonReplyExpressAdapter(), {
    bodyParser: false,
    logger: options.logger ?? new AppLogger(config.logLevel),
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag on API answers: hashing every JSON body costs more than the rare 304 saves (static files keep theirs).
  app.set('etag', false);

  app.use(app.get(GracefulShutdown).track);
  app.use(securityHeadersAllowing(config.paypal?.webOrigins ?? []));
  app.use(strictTransportSecurity);
  app.use('/api', requestContext(orm));
  app.use('/api', tokenCors(config.corsOrigins));
  app.use(jsonBody());
  app.use('/api', app.get(SessionMiddleware).handle);
  // After the session middleware, so that the body is compressed before the session's end hook passes it on.
  app.use('/api', compressJson);
  app.use(sameOriginOnly(config.publicBaseUrl));
  app.use('/media', mediaFiles(app.get(MediaStore)));
  app.use(webClient(resolve(process.env.WEB_DIST_DIR ?? 'dist/web')));

  app.setGlobalPrefix('api');
  SwaggerModule.setup('api/docs', app, () => describeApi(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    swaggerOptions: { persistAuthorization: true },
  });
  await app.init();
  return app;
}
