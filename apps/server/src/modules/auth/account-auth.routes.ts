import {
  accountResponseSchema,
  loginRequestSchema,
  lostPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../errors';
import { getAccount } from './accounts.service';
import { CHECK_EMAIL, logIn, lostPassword, setPasswordFromLink } from './auth-flows.service';
import { flowContext } from './flow-context';
import { formRateLimits } from './rate-limits';
import { authOf } from './request-auth';
import { errorResponses } from './route-schemas';
import { clearSessionCookie, setSessionCookie } from './session-cookies';
import { endSession } from './sessions.service';

const message = messageResponseSchema;
const tags = ['account sign-in'];

/** Sign-in of member accounts (agents, brokers, members, office and association admins). */
export const accountAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = await formRateLimits(app);
  const db = app.database.db;

  app.post(
    '/login',
    {
      config: { policy: 'public' },
      preHandler: limit('login'),
      schema: {
        tags,
        summary: 'Log in; the session cookie is set',
        body: loginRequestSchema,
        response: { 200: accountResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const ctx = flowContext(request);
      const { token, personId } = await logIn(
        ctx,
        'account',
        request.body.email,
        request.body.password,
      );
      setSessionCookie(reply, 'account', token, app.config);
      const account = await getAccount(db, personId);
      if (!account) throw unauthorized();
      return { results: account };
    },
  );

  app.post(
    '/logout',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Log out: the session ends',
        body: z.strictObject({}).nullish(),
        response: { 200: message, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const { tokens } = await authOf(request);
      if (tokens.account) await endSession(db, tokens.account);
      clearSessionCookie(reply, 'account', app.config);
      return { message: 'You have been logged out.' };
    },
  );

  app.post(
    '/lost-password',
    {
      config: { policy: 'public' },
      preHandler: limit('reset'),
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        body: lostPasswordRequestSchema,
        response: { 200: message, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await lostPassword(flowContext(request), 'account', request.body.email);
      return { message: CHECK_EMAIL };
    },
  );

  for (const [path, purpose] of [
    ['/reset-password', 'reset_password'],
    ['/activate', 'activate'],
  ] as const) {
    app.post(
      path,
      {
        config: { policy: 'public' },
        preHandler: limit('reset'),
        schema: {
          tags,
          summary:
            purpose === 'activate'
              ? 'Activate an account created from member records by choosing a password'
              : 'Choose a new password with the e-mailed link',
          body: resetPasswordRequestSchema,
          response: { 200: message, ...errorResponses(400, 403, 429) },
        },
      },
      async (request) => {
        const { token, password } = request.body;
        await setPasswordFromLink(flowContext(request), 'account', purpose, token, password);
        return {
          message:
            purpose === 'activate'
              ? 'Your account is active. You can log in now.'
              : 'Your password has been updated',
        };
      },
    );
  }
};
