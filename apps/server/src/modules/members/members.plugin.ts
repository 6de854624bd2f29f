/**
 * The members area on the server: the account area's member API (`/member/v1`), its dashboard
 * and left navigation (`/api/...`), notifications and messages (`/member/v1`) and the leads
 * inbox (`/mls/v1`).
 */
import type { FastifyInstance } from 'fastify';
import { leadInboxRoutes } from '../leads/lead-inbox.routes';
import { notificationRoutes } from '../notifications/notifications.routes';
import { dashboardRoutes } from './dashboard.routes';
import { memberRoutes } from './members.routes';

export default async function membersArea(app: FastifyInstance): Promise<void> {
  await app.register(memberRoutes, { prefix: '/member/v1' });
  await app.register(notificationRoutes, { prefix: '/member/v1' });
  await app.register(leadInboxRoutes, { prefix: '/mls/v1' });
  await app.register(dashboardRoutes);
}
