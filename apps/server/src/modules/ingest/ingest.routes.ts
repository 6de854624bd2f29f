/**
 * GET /api/admin/mls-feed: the feed's freshness and last run, for the association's console and
 * operators (association admins only). `/readyz` carries the same freshness in short.
 */
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors';
import { requireAccount } from '../auth/request-auth';
import { feedSettings, hasFeed } from './feed-settings';
import { feedStatus } from './ingest-status.service';
import { canReadFeedStatus } from './ingest.policy';

export async function ingestRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/mls-feed', { config: { policy: 'admin' } }, async (request) => {
    const account = await requireAccount(request);
    if (!canReadFeedStatus(account)) {
      throw forbidden('Only association admins see the MLS feed status.');
    }
    const { settings } = request.server.config;
    if (!hasFeed(settings)) return { configured: false };
    return {
      configured: true,
      ...(await feedStatus(request.server.database.db, feedSettings(settings))),
    };
  });
}
