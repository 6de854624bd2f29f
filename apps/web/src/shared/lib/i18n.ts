import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAuth from '../../locales/en/auth.json';
import en from '../../locales/en/core.json';
import type enConsumer from '../../locales/en/consumer.json';
import type enDirectory from '../../locales/en/directory.json';
import type enListing from '../../locales/en/listing.json';
import type enMembers from '../../locales/en/members.json';
import type enMarket from '../../locales/en/market.json';

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/**
 * The strings beside the core ones: each part loads with the screens that use it (`loadStrings`
 * in their route loaders), so the first bundle carries only what the public search draws.
 */
export const stringParts = [
  'listing',
  'directory',
  'consumer',
  'members',
  'auth',
  'market',
] as const;
export type StringPart = (typeof stringParts)[number];

type Json = Record<string, unknown>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Every key of every part: a screen may only run once its parts are loaded.
    resources: {
      translation: typeof en &
        typeof enListing &
        typeof enDirectory &
        typeof enConsumer &
        typeof enMembers &
        typeof enAuth &
        typeof enMarket;
    };
  }
}

const storageKey = 'hearth.language';

type Loader = () => Promise<{ default: Json }>;
// English core strings ship in the main bundle; the rest load when first needed.
const loaders: Record<Language, Record<StringPart | 'core', Loader>> = {
  en: {
    core: () => Promise.resolve({ default: en }),
    listing: () => import('../../locales/en/listing.json'),
    directory: () => import('../../locales/en/directory.json'),
    consumer: () => import('../../locales/en/consumer.json'),
    members: () => import('../../locales/en/members.json'),
    auth: () => import('../../locales/en/auth.json'),
    market: () => import('../../locales/en/market.json'),
  },
  es: {
    core: () => import('../../locales/es/core.json'),
    listing: () => import('../../locales/es/listing.json'),
    directory: () => import('../../locales/es/directory.json'),
    consumer: () => import('../../locales/es/consumer.json'),
    members: () => import('../../locales/es/members.json'),
    auth: () => import('../../locales/es/auth.json'),
    market: () => import('../../locales/es/market.json'),
  },
};

export const i18n = i18next.createInstance();

/** The parts the screens shown so far asked for: a language switched to loads them too. */
const wanted = new Set<StringPart>();
/** Parts loaded (or loading) per language. */
const loading = new Map<string, Promise<void>>();
/** The language being shown or switched to. */
let current: Language = 'en';
let markStarted: () => void = () => undefined;
/** Settles once i18next has started: strings cannot be added before. */
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

function loadPart(language: Language, part: StringPart | 'core'): Promise<void> {
  if (language === 'en' && part === 'core') return Promise.resolve();
  const key = `${language}:${part}`;
  let done = loading.get(key);
  if (!done) {
    done = Promise.all([loaders[language][part](), started]).then(([{ default: strings }]) => {
      // A copy: i18next merges later parts into the object it holds, not into the module.
      i18n.addResourceBundle(language, 'translation', structuredClone(strings), true, true);
    });
    // A failed load may be tried again.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** Loads the strings of `parts` in the language shown (and in any language switched to later). */
export async function loadStrings(...parts: StringPart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  await Promise.all(parts.map((part) => loadPart(current, part)));
}

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** The visitor's earlier choice, else the browser's first language when it is one we have. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be off (private mode); fall through to the browser language.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

/** Loads the language if needed and switches to it; `remember` keeps the choice for next visit. */
export async function setLanguage(language: Language, { remember = false } = {}): Promise<void> {
  current = language;
  await Promise.all([
    loadPart(language, 'core'),
    ...[...wanted].map((part) => loadPart(language, part)),
  ]);
  await i18n.changeLanguage(language);
  // On the server (rendering the first view) there is no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  if (!remember) return;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // The choice then lasts for this page only.
  }
}

/** Starts i18next in the given language; English when that language is not offered. */
export async function initI18n(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: structuredClone(en) } },
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: [...languages],
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    markStarted();
  }
  await setLanguage(language);
}
