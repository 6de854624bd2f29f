import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * Who may call a route, declared on every route as `config: { policy: '…' }`:
 * - `public`: anyone, signed in or not (the search key, when needed, is public by design);
 * - `user`: a signed-in consumer, acting on their own data only;
 * - `member`: a signed-in member account (any member role), acting on its own data;
 * - `owner`: the owner of the object the route's id names (the route checks it, through its
 *   module's `*.policy.ts`);
 * - `admin`: an association admin;
 * - `client`: a machine client with a token the association issued (the RESO Web API);
 * - `local`: only requests from this machine, outside production (the development mailbox).
 */
export const ROUTE_POLICIES = [
  'public',
  'user',
  'member',
  'owner',
  'admin',
  'client',
  'local',
] as const;
export type RoutePolicy = (typeof ROUTE_POLICIES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its declared policy (undefined when none). */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  policy: RoutePolicy | undefined;
}

/** Records each route as it is registered, so a test can list them and their policies. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        // Read when listed: a scope's own onRoute hook (withPolicy) runs after this one.
        get policy() {
          return (route.config as { policy?: RoutePolicy } | undefined)?.policy;
        },
      });
    }
  });
}

/**
 * Runs `register` in a scope whose routes all get `policy`: for the routes of plugins that
 * cannot be given route options (API docs, static files).
 */
export async function withPolicy(
  app: FastifyInstance,
  policy: RoutePolicy,
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), policy } as typeof route.config;
    });
    await register(scope);
  });
}
