import type { FastifyInstance } from 'fastify';
import { mailboxIsOpen, mailboxRoutes } from '../mail/mailbox.routes';
import { agentAccountRoutes } from '../users/agent-account.routes';
import { AvatarStore, avatarDir } from '../users/avatar-store';
import { userAccountRoutes } from '../users/user-account.routes';
import { userProfileRoutes } from '../users/users.routes';
import { sessionRoutes } from './session.routes';
import { accountSignInRoutes, userSignInRoutes } from './sign-in.routes';
import { userAuthRoutes } from './user-auth.routes';

export { registerOriginCheck, registerPolicyGuard } from './request-auth';

/**
 * The routes of signing in and of one's own account: `/api/user/*`, `/api/account/*`,
 * `/api/session`, the user profile on `/mls/v1/user/*`, a member's own password and photo on
 * `/mls/v1/agent/*`, photos on `/media/avatars/*`, and the
 * development mailbox on `/dev/mailbox` where it cannot leak (see `mailboxIsOpen`).
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  options: { avatarDir?: string } = {},
): Promise<void> {
  const avatars = new AvatarStore(options.avatarDir ?? avatarDir(app.config.env.DATA_DIR));
  await app.register(userSignInRoutes, { prefix: '/api/user' });
  await app.register(userAuthRoutes, { prefix: '/api/user' });
  await app.register(accountSignInRoutes, { prefix: '/api/account' });
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(userProfileRoutes, { prefix: '/mls/v1', avatars });
  await app.register(agentAccountRoutes, { prefix: '/mls/v1', avatars });
  await app.register(userAccountRoutes, { avatars });
  if (mailboxIsOpen(app.config)) await app.register(mailboxRoutes);
}
