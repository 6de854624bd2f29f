import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m = 19456 KiB, t = 2, p = 1). */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Whether the password matches the hash. Without a hash (no such person) a decoy hash is
 * checked instead, so an unknown e-mail costs the same time as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy password that never matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
