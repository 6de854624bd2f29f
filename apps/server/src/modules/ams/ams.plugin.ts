/** The association-management module: the adapter the `amsVendor` setting names, and its routes. */
import type { FastifyInstance } from 'fastify';
import type { AmsAdapter } from './ams-adapter';
import { amsRoutes } from './ams.routes';
import { embeddedAms } from './embedded-ams.adapter';

/** The adapter for the configured vendor; '' and 'embedded' mean our own database. */
export function createAmsAdapter(app: FastifyInstance): AmsAdapter {
  return embeddedAms(() => app.database.db);
}

export default async function amsModule(app: FastifyInstance): Promise<void> {
  await app.register(amsRoutes, { ams: createAmsAdapter(app) });
}
