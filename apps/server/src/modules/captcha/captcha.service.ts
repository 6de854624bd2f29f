import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { badRequest, type AppError } from '../../errors';
import {
  deleteExpiredChallenges,
  isChallengeUsed,
  markChallengeUsed,
} from './captcha-replays.repository';
import { captchaComplexity, captchaSecrets, type CaptchaSecretLogger } from './captcha-secret';
import { verifyRecaptcha } from './recaptcha';

const ALGORITHM = 'SHA-256';
/** A challenge must be solved and used within this time. */
export const CHALLENGE_TTL_SECONDS = 600;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().min(16).max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }).loose(),
});

/** reCAPTCHA replaces the built-in captcha when both of its keys are configured. */
export function usesRecaptcha(config: Config): boolean {
  return Boolean(config.settings.recaptchaSiteKey && config.settings.recaptchaSecret);
}

/** A new signed proof-of-work challenge for the browser's captcha widget. */
export function createCaptchaChallenge(
  config: Config,
  logger?: CaptchaSecretLogger,
): Promise<Challenge> {
  const secrets = captchaSecrets(config, logger);
  const complexity = captchaComplexity(config);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(complexity, Math.floor(complexity / 10)),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

function decodePayload(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const invalid = () =>
  badRequest('captcha_invalid', 'The captcha was not solved. Please try again.', 'captcha');

export interface CaptchaCheckOptions {
  /** Mark the challenge used, so it cannot be submitted again (forms); keycheck only peeks. */
  consume: boolean;
  ip: string;
  logger?: CaptchaSecretLogger;
}

/**
 * Checks a captcha answer on the server: the proof of work against its signed challenge (one
 * use each, until it expires), or the reCAPTCHA token with Google. Returns the error to send,
 * or null when it is good.
 */
export async function checkCaptcha(
  db: Kysely<Database>,
  config: Config,
  token: string | undefined,
  options: CaptchaCheckOptions,
): Promise<AppError | null> {
  if (!token) return badRequest('captcha_missing', 'Please solve the captcha.', 'captcha');
  if (usesRecaptcha(config)) {
    const ok = await verifyRecaptcha(config.settings.recaptchaSecret, token, options.ip);
    return ok ? null : invalid();
  }
  const payload = decodePayload(token);
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return invalid();
  const secrets = captchaSecrets(config, options.logger);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  if (result.expired) {
    return badRequest(
      'captcha_expired',
      'The captcha has expired. Please solve it again.',
      'captcha',
    );
  }
  if (!result.verified) return invalid();
  const signature = payload.challenge.signature;
  if (!options.consume) return (await isChallengeUsed(db, signature)) ? invalid() : null;
  const expiresAt = new Date(
    (payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_TTL_SECONDS) * 1000,
  );
  if (!(await markChallengeUsed(db, signature, expiresAt))) return invalid();
  return null;
}

/** Forgets used challenges past their expiry (they are refused as expired anyway); the count. */
export function forgetExpiredChallenges(db: Kysely<Database>): Promise<number> {
  return deleteExpiredChallenges(db);
}
