/** The directory: its search API calls under the search base path, and its site calls. */
import type { FastifyInstance } from 'fastify';
import { searchBasePath } from '../search/search.plugin';
import { directorySearchRoutes } from './directory-search.routes';
import { directorySiteRoutes } from './directory-site.routes';

export async function directoryModule(app: FastifyInstance): Promise<void> {
  await app.register(directorySearchRoutes, {
    prefix: searchBasePath(app.config.settings.searchApiUrl),
  });
  await app.register(directorySiteRoutes);
}

export default directoryModule;
