import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { REPO_ROOT, type Config } from './config';
import type { DatabaseHandle } from './db/database';
import {
  registerAccountRoutes,
  registerOriginCheck,
  registerPolicyGuard,
} from './modules/auth/accounts.plugin';
import { basemapRoutes } from './modules/basemap/basemap.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { demoMarketRoutes } from './modules/demo/demo-market.routes';
import { consumerRoutes } from './modules/consumer/consumer.routes';
import { agentListingsRoutes } from './modules/agent-crm/agent-listings.routes';
import { agentSharesRoutes } from './modules/agent-crm/agent-shares.routes';
import { contactsRoutes } from './modules/agent-crm/contacts.routes';
import { connectionsRoutes } from './modules/agent-crm/connections.routes';
import { contactSavedRoutes } from './modules/agent-crm/contact-saved.routes';
import { healthRoutes } from './modules/health/health.routes';
import feedPhotoRoutes from './modules/media/feed-photos.routes';
import { contentImageRoutes } from './modules/media/content-images.routes';
import mediaRoutes from './modules/media/media.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { listingPageRoutes } from './modules/listings/listing-page.routes';
import { resoRoutes } from './modules/reso/reso.routes';
import { ingestRoutes } from './modules/ingest/ingest.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHostileInputGuard } from './plugins/hostile-input';
import { registerRouteTable, withPolicy } from './plugins/route-policy';
import { registerSecurityHeaders } from './plugins/security-headers';
import { sharedRateLimitStore } from './plugins/shared-rate-limit-store';
import { registerWebApp } from './plugins/web-app';
import { Readiness } from './readiness';
import type { SearchModuleOptions } from './modules/search/search.plugin';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  readiness?: Readiness;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; defaults to apps/web/dist. */
  webDistDir?: string;
  /** How the listing search runs (the benchmark times the engine without its answer cache). */
  search?: SearchModuleOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    readiness: Readiness;
  }
}

/** Builds the whole HTTP application; `server.ts` listens. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const readiness = deps.readiness ?? Object.assign(new Readiness(), { state: 'ready' as const });
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY, so a client
    // cannot choose its own address (rate limits key on it).
    trustProxy: deps.config.env.TRUST_PROXY ?? false,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('readiness', readiness);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  registerRouteTable(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // NUL characters and JSON nested too deep are refused before any route's work.
  registerHostileInputGuard(app);
  // Cross-site writes are refused before any route runs.
  registerOriginCheck(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  // Who may call each route (its declared policy) is checked before its input is read.
  registerPolicyGuard(app);
  await app.register(fastifyEtag);
  // Limits are declared per route (`config.rateLimit`); responses carry the RateLimit-* headers.
  // The counters are in the database, so every process of a deployment counts against one limit.
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedRateLimitStore(() => deps.database.db),
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 429,
      code: 'rate_limited',
      message: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hearth API',
        version: '1.0.0',
        description:
          'Search, site, member and MLS APIs of the Hearth real-estate association portal.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await withPolicy(app, 'public', async (scope) => {
    await scope.register(fastifySwaggerUi, { routePrefix: '/docs' });
  });

  // While the first start prepares the demo data, everything but the health checks waits.
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.state === 'ready') return;
    const path = request.url.split('?')[0];
    if (path === '/healthz' || path === '/readyz') return;
    if (request.headers['x-hearth-internal'] === readiness.internalToken) return;
    await reply
      .status(503)
      .header('Retry-After', '5')
      .send({
        status: 503,
        code: readiness.state === 'starting' ? 'starting' : 'stopping',
        message:
          readiness.state === 'starting'
            ? `Hearth is starting: ${readiness.detail || 'preparing data'}…`
            : 'Hearth is shutting down.',
      });
  });

  // Feature modules.
  await app.register(healthRoutes, { readiness });
  await app.register(mediaRoutes);
  await app.register(contentImageRoutes);
  await app.register(basemapRoutes);
  await app.register(feedPhotoRoutes, {});
  await app.register(import('./modules/search/search.plugin'), deps.search ?? {});
  await registerAccountRoutes(app);
  await app.register(listingPageRoutes);
  await app.register(captchaRoutes);
  await app.register(leadsRoutes);
  await app.register(import('./modules/analytics/analytics.routes'));
  await app.register(import('./modules/directory/directory.plugin'));
  await app.register(import('./modules/members/members.plugin'));
  await app.register(consumerRoutes, { prefix: '/mls/v1' });
  await app.register(contactsRoutes, { prefix: '/mls/v1' });
  await app.register(agentListingsRoutes, { prefix: '/mls/v1' });
  await app.register(agentSharesRoutes, { prefix: '/mls/v1' });
  await app.register(connectionsRoutes, { prefix: '/mls/v1' });
  await app.register(contactSavedRoutes, { prefix: '/mls/v1' });
  await app.register(alertsRoutes);
  if (deps.config.env.NODE_ENV !== 'production') await app.register(demoMarketRoutes);
  await app.register(import('./modules/ams/ams.plugin'));
  await app.register(import('./modules/admin/admin.plugin'));
  await app.register(resoRoutes);
  await app.register(ingestRoutes);
  await app.register(import('./modules/market/market.plugin'));
  await registerWebApp(app, {
    distDir: deps.webDistDir ?? join(REPO_ROOT, 'apps/web/dist'),
    settings: deps.config.settings,
  });

  return app;
}
