/** Market statistics: the public figures API; the figures job runs from server.ts. */
import type { FastifyInstance } from 'fastify';
import { marketReportRoutes } from './market-reports.routes';
import { marketRoutes } from './market.routes';

export default async function market(app: FastifyInstance): Promise<void> {
  await app.register(marketRoutes);
  await app.register(marketReportRoutes);
}
