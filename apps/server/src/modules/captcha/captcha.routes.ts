import {
  apiErrorSchema,
  captchaChallengeSchema,
  formMessageResponseSchema,
  keycheckRequestSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCaptcha, createCaptchaChallenge } from './captcha.service';

/** The captcha's challenge and the keycheck of public-site.md §7. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        tags: ['forms'],
        summary: 'A new signed proof-of-work challenge for the captcha widget',
        response: { 200: captchaChallengeSchema },
      },
      config: { policy: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const challenge = await createCaptchaChallenge(app.config, request.log);
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  app.post(
    '/api/form/keycheck',
    {
      schema: {
        tags: ['forms'],
        summary: 'Checks a captcha answer without using it up',
        body: keycheckRequestSchema,
        response: { 200: formMessageResponseSchema, 400: apiErrorSchema },
      },
      config: { policy: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const error = await checkCaptcha(app.database.db, app.config, request.body.captcha, {
        consume: false,
        ip: request.ip,
        logger: request.log,
      });
      if (error) throw error;
      return { message: 'ok' };
    },
  );
};
