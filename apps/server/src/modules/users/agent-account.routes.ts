import { messageResponseSchema, updatePasswordRequestSchema } from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors';
import { changePassword } from '../auth/account-security.service';
import { flowContext } from '../auth/flow-context';
import { requireAccount } from '../auth/request-auth';
import { errorResponses } from '../auth/route-schemas';
import { setSessionCookie } from '../auth/session-cookies';
import { memberOfAccount } from '../members/members.service';
import {
  acceptAvatarUploads,
  AVATAR_MAX_BYTES,
  type AvatarStore,
  avatarFile,
  avatarUpload,
} from './avatar-store';
import { changeMemberPhoto } from './users.service';

/**
 * A signed-in member's own password and photo, the agent's calls of members-area.md §10
 * (`{agent url}/photo`, `{agent url}/update-password`) under `/mls/v1/agent`. Both act on the
 * caller's own account only, so neither takes an id.
 */
export const agentAccountRoutes: FastifyPluginAsyncZod<{ avatars: AvatarStore }> = async (
  app,
  { avatars },
) => {
  acceptAvatarUploads(app);
  const tags = ['members area'];

  app.post(
    '/agent/photo',
    {
      config: { policy: 'member' },
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        tags,
        summary: "The member's own photo (multipart field `avatar`: JPEG, PNG or WebP)",
        consumes: ['multipart/form-data'],
        body: avatarUpload,
        response: {
          200: messageResponseSchema.extend({ results: z.object({ photoUrl: z.string() }) }),
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      const memberId = await memberOfAccount(app.database.db, account.personId);
      if (!memberId) {
        throw badRequest('no_member', 'Only a member of the roster has a photo.', 'avatar');
      }
      const file = await avatarFile(request.body, request.headers['content-type']);
      const photoUrl = await changeMemberPhoto(app.database.db, avatars, memberId, file);
      return { message: 'Your photo has been updated', results: { photoUrl } };
    },
  );

  app.post(
    '/agent/update-password',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The member's own password (ends every other session)",
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const account = await requireAccount(request);
      const { token } = await changePassword(
        flowContext(request),
        'account',
        account.personId,
        request.body.currentPassword,
        request.body.password,
      );
      setSessionCookie(reply, 'account', token, app.config);
      return { message: 'Your password has been updated' };
    },
  );
};
