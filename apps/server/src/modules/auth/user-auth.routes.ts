import {
  linkTokenRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  updateEmailRequestSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEmailChange,
  requestEmailChange,
  undoEmailChange,
} from './account-security.service';
import { CHECK_EMAIL, activateUser, registerUser } from './auth-flows.service';
import { flowContext } from './flow-context';
import { formRateLimits } from './rate-limits';
import { authOf, requireUser } from './request-auth';
import { errorResponses } from './route-schemas';
import { clearSessionCookie } from './session-cookies';

const message = messageResponseSchema;
const tags = ['user sign-in'];

/**
 * Sign-up, activation and change of e-mail address of consumers: `/api/user/...` (their sign-in
 * is sign-in.routes.ts's, as the member accounts' is).
 */
export const userAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = await formRateLimits(app);

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
