import type { RouteObject } from 'react-router';
import { loadStrings, type StringPart } from './i18n';

/**
 * A route's `lazy`: the screen's code loaded on first visit, beside the strings it needs beyond
 * the core ones, so only the shell and the core strings are in the main bundle.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => RouteObject['Component'],
  ...parts: StringPart[]
) {
  return async () => {
    const [module] = await Promise.all([load(), loadStrings(...parts)]);
    return { Component: pick(module) };
  };
}
