import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

/**
 * Fetches a challenge and does the proof of work as a browser's widget would, returning the
 * answer a form sends. For tests and scripted checks of a running server.
 */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject('/api/captcha/challenge')).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha could not be solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}
