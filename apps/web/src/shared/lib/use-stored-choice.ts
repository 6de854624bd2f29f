import { useCallback, useState } from 'react';

/**
 * The choices a server-drawn page was drawn with, by key (see `assumeStoredChoices`): the server
 * has no local storage, so it reads a choice from its cookie and draws with it.
 */
let assumed: Readonly<Record<string, string>> = {};

/** Sets the stored choices that server rendering assumes (just before a synchronous render). */
export function assumeStoredChoices(choices: Readonly<Record<string, string>>): void {
  assumed = choices;
}

/** The cookie that mirrors a choice kept with `{ cookie: true }`, sent with /user pages only. */
function mirror(key: string, value: string): void {
  try {
    document.cookie = `${key}=${encodeURIComponent(value)}; path=/user; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies may be off: the server then draws the page with the default.
  }
}

function read(key: string): string | null {
  if (typeof window === 'undefined') return assumed[key] ?? null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The choice `key` as kept in this browser (local storage), or the fallback; the value is also
 * returned when it is not one of `options`, as `fallback`.
 */
export function storedChoice<T extends string>(key: string, options: readonly T[], fallback: T): T {
  const stored = read(key);
  return options.find((option) => option === stored) ?? fallback;
}

/**
 * A choice kept in local storage (the sorts of §2 "Choices kept locally"), from a fixed list.
 * With `cookie`, the choice is also kept in a cookie of the same name for the /user pages, so
 * that the server can draw the page with it (plugins/saved-listings-page.ts).
 */
export function useStoredChoice<T extends string>(
  key: string,
  options: readonly T[],
  fallback: T,
  { cookie = false }: { cookie?: boolean } = {},
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const chosen = storedChoice(key, options, fallback);
    // A choice made before the cookie existed reaches the server from the next visit on.
    if (cookie && typeof window !== 'undefined') mirror(key, chosen);
    return chosen;
  });
  const choose = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Kept for this page only.
      }
      if (cookie) mirror(key, next);
    },
    [key, cookie],
  );
  return [value, choose];
}
