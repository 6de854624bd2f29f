import {
  messageResponseSchema,
  updatePasswordRequestSchema,
  userPatchRequestSchema,
  userResponseSchema,
} from '@hearth/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors';
import { changePassword } from '../auth/account-security.service';
import { flowContext } from '../auth/flow-context';
import { formRateLimits } from '../auth/rate-limits';
import { requireUser } from '../auth/request-auth';
import { errorResponses } from '../auth/route-schemas';
import { setSessionCookie } from '../auth/session-cookies';
import {
  acceptAvatarUploads,
  AVATAR_MAX_BYTES,
  type AvatarStore,
  avatarFile,
  avatarUpload,
} from './avatar-store';
import { canUseUserProfile } from './users.policy';
import { changeAvatar, changeUser, exportUser, getUser } from './users.service';

/** The signed-in consumer, who must be the one `id` names (else a 403). */
async function requireSelf(request: FastifyRequest, id: string) {
  const user = await requireUser(request);
  if (!canUseUserProfile(user, id))
    throw forbidden('You may only see and change your own profile.');
  return user;
}

const params = z.strictObject({ id: z.string().regex(/^[1-9][0-9]{0,18}$/) });

/**
 * A consumer's own profile on the MLS API (`/mls/v1/user/{id}`): read, change names, photo,
 * password and download of their data. Only the signed-in user may name their own id.
 */
export const userProfileRoutes: FastifyPluginAsyncZod<{ avatars: AvatarStore }> = async (
  app,
  { avatars },
) => {
  const limitForm = await formRateLimits(app);
  acceptAvatarUploads(app);
  const db = app.database.db;
  const tags = ['users'];

  app.get(
    '/user/:id',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: 'The signed-in user',
        params,
        response: { 200: userResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await requireSelf(request, request.params.id);
      const user = await getUser(db, request.params.id);
      if (!user) throw notFound('user_not_found', 'This user does not exist.');
      return { results: user };
    },
  );

  app.patch(
    '/user/:id',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: 'Change first name, last name or language',
        params,
        body: userPatchRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireSelf(request, request.params.id);
      return { results: await changeUser(db, request.params.id, request.body) };
    },
  );

  app.post(
    '/user/:id/photo',
    {
      config: { policy: 'owner' },
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload a new photo (multipart field `avatar`: JPEG, PNG or WebP)',
        consumes: ['multipart/form-data'],
        params,
        body: avatarUpload,
        response: {
          200: messageResponseSchema.extend(userResponseSchema.shape),
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request) => {
      await requireSelf(request, request.params.id);
      const file = await avatarFile(request.body, request.headers['content-type']);
      const user = await changeAvatar(db, avatars, request.params.id, file);
      return { message: 'Your photo has been updated', results: user };
    },
  );

  app.post(
    '/user/:id/update-password',
    {
      config: { policy: 'owner' },
      preHandler: limitForm('passwordChange'),
      schema: {
        tags,
        summary: 'Change the password (ends every other session)',
        params,
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireSelf(request, request.params.id);
      const { token } = await changePassword(
        flowContext(request),
        'user',
        user.personId,
        request.body.currentPassword,
        request.body.password,
      );
      setSessionCookie(reply, 'user', token, app.config);
      return { message: 'Your password has been updated' };
    },
  );

  app.get(
    '/user/:id/data',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: 'Download everything stored about the signed-in user, as JSON',
        params,
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await requireSelf(request, request.params.id);
      void reply.header('Content-Disposition', 'attachment; filename="my-data.json"');
      void reply.header('Cache-Control', 'no-store');
      return exportUser(db, request.params.id);
    },
  );
};
