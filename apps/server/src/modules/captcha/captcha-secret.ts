import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config';

export interface CaptchaSecrets {
  /** Signs a challenge's parameters. */
  signature: string;
  /** Signs the expected key, so a solution is checked without redoing the work. */
  keySignature: string;
}

export interface CaptchaSecretLogger {
  warn(message: string): void;
}

let processKey: string | undefined;

function derive(key: string, purpose: string): string {
  return createHmac('sha256', key).update(`hearth-captcha:${purpose}`).digest('hex');
}

/**
 * The captcha signing secrets, derived from CAPTCHA_HMAC_KEY. Without it a random key is made
 * once per process: fine for one process in development and test; in production that breaks
 * challenges across several processes and restarts, so it is warned about.
 */
export function captchaSecrets(config: Config, logger?: CaptchaSecretLogger): CaptchaSecrets {
  let key = config.env.CAPTCHA_HMAC_KEY;
  if (!key) {
    if (!processKey) {
      processKey = randomBytes(32).toString('hex');
      if (config.env.NODE_ENV === 'production') {
        logger?.warn(
          'CAPTCHA_HMAC_KEY is not set: captcha challenges are signed with a random key of this process only. Set it (32+ characters) when running several processes.',
        );
      }
    }
    key = processKey;
  }
  return { signature: derive(key, 'signature'), keySignature: derive(key, 'key-signature') };
}

/** The proof-of-work size: CAPTCHA_COMPLEXITY, else small under test and 100,000 otherwise. */
export function captchaComplexity(config: Config): number {
  return config.env.CAPTCHA_COMPLEXITY ?? (config.env.NODE_ENV === 'test' ? 200 : 100_000);
}
