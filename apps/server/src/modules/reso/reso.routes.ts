/**
 * Our RESO Web API at /reso/odata, for members' sites and IDX vendors: the service document,
 * `$metadata`, and Property, Member, Office, OpenHouse and Media with OData query options.
 * Every request needs a client's bearer token and counts against that client's own rate limit;
 * errors are OData error objects, a bad query a 400 that names the bad part.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../config';
import { AppError } from '../../errors';
import { compileQuery, ODataQueryError, preferredMaxPageSize } from './odata-query';
import { RESO_LIMITS } from './odata-limits';
import { metadataXml, serviceDocument } from './reso-metadata';
import { ClientGoneError, runQuery } from './reso-query.repository';
import { resourceNamed, RESO_RESOURCES } from './reso-resources';
import { collectionBody, nextLink, presentRows } from './reso.presenter';
import { canReadResoApi } from './reso.policy';
import { InFlightRequests, unservedPath, unsupportedVersion } from './reso-guards';
import { TokenVerifier, type ResoClient } from './reso-tokens.service';

export const RESO_ROOT = '/reso/odata';

declare module 'fastify' {
  interface FastifyRequest {
    resoClient?: ResoClient;
    /** Ends this request's place among its token's requests in flight. */
    resoRelease?: () => void;
  }
}

function odataError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  target?: string,
) {
  return reply
    .status(status)
    .header('OData-Version', '4.0')
    .type('application/json; charset=utf-8')
    .send({ error: { code, message, ...(target ? { target } : {}), details: [] } });
}

/** The resource and key of a path segment: `Property` or `Property('3yd-123')`. */
function parseSegment(segment: string): { resource: string; key?: string } | null {
  const match = /^(\w+)(?:\('((?:[^']|'')*)'\))?$/.exec(segment);
  if (!match) return null;
  return {
    resource: match[1]!,
    ...(match[2] !== undefined ? { key: match[2].replace(/''/g, "'") } : {}),
  };
}

/** Links are built as e-mailed links are (PUBLIC_URL), never from the request's Host header. */
function origin(request: FastifyRequest): string {
  return publicOrigin(request.server.config.env);
}

export async function resoRoutes(app: FastifyInstance): Promise<void> {
  const verifier = new TokenVerifier(app.database.db);
  const inFlight = new InFlightRequests();

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof ODataQueryError)
      return odataError(
        reply,
        error.status,
        error.status === 501 ? 'NotImplemented' : 'BadRequest',
        error.message,
        error.target,
      );
    // Nobody is waiting for this answer: nothing to log or to say.
    if (error instanceof ClientGoneError) return reply.status(499).send();
    if (error instanceof AppError)
      return odataError(reply, error.status, error.code, error.message, error.field);
    if (/statement timeout|canceling statement/i.test(error.message)) {
      return odataError(
        reply,
        503,
        'QueryTimeout',
        'The query took too long: narrow it with $filter on an indexed field (ModificationTimestamp, ListPrice, City…).',
      );
    }
    if (error.statusCode === 429) {
      const limit =
        (error as { error?: { message?: string } }).error?.message ?? 'Too many requests.';
      return odataError(reply, 429, 'TooManyRequests', limit);
    }
    if (error.statusCode && error.statusCode < 500)
      return odataError(reply, error.statusCode, 'BadRequest', error.message);
    request.log.error({ err: error }, 'RESO Web API request failed');
    return odataError(reply, 500, 'InternalError', 'Server Error. Please try again later.');
  });

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const client = token ? await verifier.verify(token) : null;
    if (!canReadResoApi(client)) {
      void reply.header('WWW-Authenticate', 'Bearer realm="RESO Web API"');
      return odataError(
        reply,
        401,
        'Unauthorized',
        'A valid API token is required: send Authorization: Bearer {token}.',
      );
    }
    request.resoClient = client;
    const version = unsupportedVersion(request.headers);
    if (version) return odataError(reply, 400, 'UnsupportedVersion', version, 'OData-Version');
    // Each token has a few requests answered at once; RESO Web API Core 2.0.0 §2.6.1 (429).
    const release = inFlight.enter(client.id);
    if (!release) {
      void reply.header('Retry-After', '1');
      return odataError(
        reply,
        429,
        'TooManyRequests',
        `This token may have ${RESO_LIMITS.requestsInFlight} requests answered at once: wait for one to end.`,
      );
    }
    request.resoRelease = release;
  });
  app.addHook('onResponse', async (request) => {
    request.resoRelease?.();
  });
  app.addHook('onRequestAbort', async (request) => {
    request.resoRelease?.();
  });

  // Every route here needs a token the association issued to a machine client.
  const rateLimit = {
    policy: 'client' as const,
    rateLimit: {
      hook: 'preHandler' as const,
      timeWindow: 60_000,
      max: (request: FastifyRequest) => request.resoClient?.requestsPerMinute ?? 1,
      keyGenerator: (request: FastifyRequest) => `reso:${request.resoClient?.id ?? 'none'}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number; max: number }) => ({
        statusCode: 429,
        error: {
          code: 'TooManyRequests',
          message: `This token may make ${context.max} requests a minute: try again in ${Math.ceil(context.ttl / 1000)} s.`,
          details: [],
        },
      }),
    },
  };

  app.get(RESO_ROOT, { config: rateLimit }, async (request, reply) =>
    reply.header('OData-Version', '4.0').send(serviceDocument(`${origin(request)}${RESO_ROOT}`)),
  );
  app.get(`${RESO_ROOT}/`, { config: rateLimit }, async (request, reply) =>
    reply.header('OData-Version', '4.0').send(serviceDocument(`${origin(request)}${RESO_ROOT}`)),
  );
  const metadata = metadataXml();
  app.get(`${RESO_ROOT}/$metadata`, { config: rateLimit }, async (_request, reply) =>
    reply.header('OData-Version', '4.0').type('application/xml; charset=utf-8').send(metadata),
  );

  app.get<{ Params: { segment: string } }>(
    `${RESO_ROOT}/:segment`,
    { config: rateLimit },
    async (request, reply) => {
      const segment = parseSegment(request.params.segment);
      const resource = segment && resourceNamed(segment.resource);
      if (!segment || !resource) {
        const { status, message } = unservedPath(
          request.params.segment,
          RESO_RESOURCES.map((r) => r.name),
        );
        return odataError(reply, status, status === 501 ? 'NotImplemented' : 'NotFound', message);
      }
      const rawQuery = request.url.includes('?')
        ? request.url.slice(request.url.indexOf('?') + 1)
        : '';
      const options = new URLSearchParams(rawQuery.replace(/\+/g, '%2B'));
      const prefer = request.headers.prefer;
      const query = compileQuery(resource, options, segment.key, {
        maxPageSize: preferredMaxPageSize(Array.isArray(prefer) ? prefer.join(',') : prefer),
      });
      const result = await runQuery(
        request.server.database,
        query,
        () => request.raw.socket?.destroyed === true,
      );
      const base = origin(request);
      const values = presentRows(query, result, base);
      void reply.header('OData-Version', '4.0');
      if (query.maxPageSizeApplied !== undefined)
        void reply.header('Preference-Applied', `odata.maxpagesize=${query.maxPageSizeApplied}`);
      const context = `${base}${RESO_ROOT}/$metadata#${resource.name}`;
      if (segment.key !== undefined) {
        const [one] = values;
        if (!one)
          return odataError(
            reply,
            404,
            'NotFound',
            `No ${resource.name} with ${resource.key} '${segment.key}'.`,
          );
        return reply.send({ '@odata.context': `${context}/$entity`, ...one });
      }
      const link = nextLink(query, result, `${base}${request.url}`);
      return reply.type('application/json; charset=utf-8').send(
        collectionBody(
          {
            '@odata.context': context,
            ...(result.count !== undefined ? { '@odata.count': result.count } : {}),
          },
          values,
          link ? { '@odata.nextLink': link } : {},
        ),
      );
    },
  );

  // Any other address under the root: an OData error, never the web app's page (the token is
  // checked first, as for every address here).
  app.all<{ Params: { '*': string } }>(
    `${RESO_ROOT}/*`,
    { config: rateLimit },
    async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return odataError(
          reply,
          501,
          'NotImplemented',
          `${request.method} is not implemented: this service is read-only.`,
        );
      const { status, message } = unservedPath(
        request.params['*'],
        RESO_RESOURCES.map((r) => r.name),
      );
      return odataError(reply, status, status === 501 ? 'NotImplemented' : 'NotFound', message);
    },
  );
}
