/** The association-management module: the adapter the `amsVendor` setting names, and its routes. */
import type { FastifyInstance } from 'fastify';
import type { AmsAdapter } from './ams-adapter';
import { amsRoutes } from './ams.routes';
import { embeddedAms } from './embedded-ams.adapter';
import { growthZoneAms } from './growthzone-ams.adapter';

/**
 * The adapter for the configured vendor: 'growthzone' reads the association's GrowthZone API
 * (AMS_API_URL, AMS_API_KEY); '' and 'embedded' our own database ('disabled' turns the routes off).
 */
export function createAmsAdapter(app: FastifyInstance): AmsAdapter {
  const { env, settings } = app.config;
  if (settings.amsVendor.trim().toLowerCase() === 'growthzone') {
    if (!env.AMS_API_URL || !env.AMS_API_KEY) {
      throw new Error('AMS_API_URL and AMS_API_KEY are required when amsVendor is growthzone');
    }
    return growthZoneAms({
      url: env.AMS_API_URL,
      apiKey: env.AMS_API_KEY,
      timeZone: settings.timezone,
      timeoutMs: env.AMS_TIMEOUT_MS,
      log: app.log,
    });
  }
  return embeddedAms(() => app.database.db);
}

export default async function amsModule(app: FastifyInstance): Promise<void> {
  await app.register(amsRoutes, { ams: createAmsAdapter(app) });
}
