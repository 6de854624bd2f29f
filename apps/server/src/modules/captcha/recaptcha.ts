import { z } from 'zod';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const verifyAnswer = z.object({ success: z.boolean() }).loose();

/** Asks Google whether a reCAPTCHA response token is good; any failure counts as not solved. */
export async function verifyRecaptcha(
  secret: string,
  token: string,
  remoteIp: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return false;
    const parsed = verifyAnswer.safeParse(await response.json());
    return parsed.success && parsed.data.success;
  } catch {
    return false;
  }
}
