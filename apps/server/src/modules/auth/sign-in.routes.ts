import {
  accountResponseSchema,
  loginRequestSchema,
  lostPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  userResponseSchema,
} from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../errors';
import { getUser } from '../users/users.service';
import { getAccount } from './accounts.service';
import { CHECK_EMAIL, logIn, lostPassword, setPasswordFromLink } from './auth-flows.service';
import { flowContext } from './flow-context';
import { formRateLimits } from './rate-limits';
import { authOf } from './request-auth';
import { errorResponses } from './route-schemas';
import { clearSessionCookie, setSessionCookie } from './session-cookies';
import { endSession } from './sessions.service';

type LinkPurpose = 'reset_password' | 'activate';

/** What differs between signing in as a consumer and as a member account. */
interface SignInKind<Person> {
  kind: 'user' | 'account';
  tag: string;
  response: z.ZodType<{ results: Person }>;
  /** The signed-in person as the login answers with them. */
  load: (db: Kysely<Database>, personId: string) => Promise<Person | undefined | null>;
  /**
   * The e-mailed links that set a password: a reset, and for accounts made from the member
   * records also their activation (a consumer activates by a link of their own, user-auth.routes).
   */
  passwordLinks: readonly LinkPurpose[];
}

const LINK_ROUTES: Record<LinkPurpose, { path: string; summary: string; done: string }> = {
  reset_password: {
    path: '/reset-password',
    summary: 'Choose a new password with the e-mailed link',
    done: 'Your password has been updated',
  },
  activate: {
    path: '/activate',
    summary: 'Activate an account created from member records by choosing a password',
    done: 'Your account is active. You can log in now.',
  },
};

const message = messageResponseSchema;

/** Log in, log out, a lost password and the links that set one, for one kind of person. */
function signInRoutes<Person>(kind: SignInKind<Person>): FastifyPluginAsyncZod {
  const tags = [kind.tag];
  return async (app) => {
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
          response: { 200: kind.response, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const { token, personId } = await logIn(flowContext(request), kind.kind, email, password);
        setSessionCookie(reply, kind.kind, token, app.config);
        const person = await kind.load(db, personId);
        if (!person) throw unauthorized();
        return { results: person };
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
        const token = tokens[kind.kind];
        if (token) await endSession(db, token);
        clearSessionCookie(reply, kind.kind, app.config);
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
        await lostPassword(flowContext(request), kind.kind, request.body.email);
        return { message: CHECK_EMAIL };
      },
    );

    for (const purpose of kind.passwordLinks) {
      const route = LINK_ROUTES[purpose];
      app.post(
        route.path,
        {
          config: { policy: 'public' },
          preHandler: limit('reset'),
          schema: {
            tags,
            summary: route.summary,
            body: resetPasswordRequestSchema,
            response: { 200: message, ...errorResponses(400, 403, 429) },
          },
        },
        async (request) => {
          const { token, password } = request.body;
          await setPasswordFromLink(flowContext(request), kind.kind, purpose, token, password);
          return { message: route.done };
        },
      );
    }
  };
}

/** Sign-in of consumers: `/api/user/...`. */
export const userSignInRoutes = signInRoutes({
  kind: 'user',
  tag: 'user sign-in',
  response: userResponseSchema,
  load: getUser,
  passwordLinks: ['reset_password'],
});

/** Sign-in of member accounts (agents, brokers, members, office and association admins). */
export const accountSignInRoutes = signInRoutes({
  kind: 'account',
  tag: 'account sign-in',
  response: accountResponseSchema,
  load: getAccount,
  passwordLinks: ['reset_password', 'activate'],
});
