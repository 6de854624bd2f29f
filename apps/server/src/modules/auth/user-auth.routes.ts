import {
  linkTokenRequestSchema,
  loginRequestSchema,
  lostPasswordRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateEmailRequestSchema,
  userResponseSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../errors';
import { getUser } from '../users/users.service';
import {
  confirmEmailChange,
  requestEmailChange,
  undoEmailChange,
} from './account-security.service';
import {
  CHECK_EMAIL,
  activateUser,
  logIn,
  lostPassword,
  registerUser,
  setPasswordFromLink,
} from './auth-flows.service';
import { flowContext } from './flow-context';
import { formRateLimits } from './rate-limits';
import { authOf, requireUser } from './request-auth';
import { errorResponses } from './route-schemas';
import { clearSessionCookie, setSessionCookie } from './session-cookies';
import { endSession } from './sessions.service';

const message = messageResponseSchema;
const tags = ['user sign-in'];

/** Sign-up, activation, sign-in and password reset of consumers: `/api/user/...`. */
export const userAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = await formRateLimits(app);
  const db = app.database.db;

  app.post(
    '/register',
    {
      config: { policy: 'public' },
      preHandler: limit('register'),
      schema: {
        tags,
        summary: 'Sign up; an activation link is e-mailed',
        body: registerRequestSchema,
        response: { 200: message, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const { language, ...person } = request.body;
      await registerUser(flowContext(request), { ...person, language: language ?? 'en' });
      return { message: CHECK_EMAIL };
    },
  );

  app.post(
    '/activate',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Activate with the e-mailed link',
        body: linkTokenRequestSchema,
        response: { 200: message, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      await activateUser(flowContext(request), request.body.token);
      return { message: 'Your account is active. You can log in now.' };
    },
  );

  app.post(
    '/login',
    {
      config: { policy: 'public' },
      preHandler: limit('login'),
      schema: {
        tags,
        summary: 'Log in; the session cookie is set',
        body: loginRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const ctx = flowContext(request);
      const { token, personId } = await logIn(
        ctx,
        'user',
        request.body.email,
        request.body.password,
      );
      setSessionCookie(reply, 'user', token, app.config);
      const user = await getUser(db, personId);
      if (!user) throw unauthorized();
      return { results: user };
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
      if (tokens.user) await endSession(db, tokens.user);
      clearSessionCookie(reply, 'user', app.config);
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
      await lostPassword(flowContext(request), 'user', request.body.email);
      return { message: CHECK_EMAIL };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { policy: 'public' },
      preHandler: limit('reset'),
      schema: {
        tags,
        summary: 'Choose a new password with the e-mailed link',
        body: resetPasswordRequestSchema,
        response: { 200: message, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await setPasswordFromLink(flowContext(request), 'user', 'reset_password', token, password);
      return { message: 'Your password has been updated' };
    },
  );

  app.post(
    '/update-email',
    {
      config: { policy: 'user' },
      preHandler: limit('emailChange'),
      schema: {
        tags,
        summary:
          'Ask to change the e-mail address (the current password is asked); a confirmation link goes to the new one',
        body: updateEmailRequestSchema,
        response: { 200: message, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await requestEmailChange(
        flowContext(request),
        user.personId,
        request.body.email,
        request.body.currentPassword,
      );
      return { message: CHECK_EMAIL };
    },
  );

  app.post(
    '/confirm-email',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary:
          'Confirm a new e-mail address with the e-mailed link; other sessions end and the old address is told',
        body: linkTokenRequestSchema,
        response: { 200: message, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => {
      const { user } = await authOf(request);
      await confirmEmailChange(flowContext(request), request.body.token, user?.sessionId ?? null);
      return { message: 'Your email address has been updated' };
    },
  );

  app.post(
    '/undo-email-change',
    {
      config: { policy: 'public' },
      preHandler: limit('reset'),
      schema: {
        tags,
        summary:
          'Undo a change of e-mail address with the link e-mailed to the old one (7 days): every session ends',
        body: linkTokenRequestSchema,
        response: { 200: message, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await undoEmailChange(flowContext(request), request.body.token);
      clearSessionCookie(reply, 'user', app.config);
      return { message: 'Your email address has been restored. Please log in again.' };
    },
  );
};
