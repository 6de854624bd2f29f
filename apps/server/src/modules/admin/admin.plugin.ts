/** The association's console API (`/member/v1/admin/*`). */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes';

export default async function adminModule(app: FastifyInstance): Promise<void> {
  await app.register(adminRoutes, { prefix: '/member/v1/admin' });
}
