/**
 * Intl formatters are slow to build (a result card asks for several), yet a page only ever
 * needs a few locale and option sets; each set is built once and reused.
 */
const formatters = new Map<string, unknown>();

/** The formatter cached under `key`, built by `build` on first use. */
export function cachedFormatter<T>(key: string, build: () => T): T {
  const cached = formatters.get(key) as T | undefined;
  if (cached !== undefined) return cached;
  const built = build();
  formatters.set(key, built);
  return built;
}
