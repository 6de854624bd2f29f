import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

const storageKey = 'hearth.language';

// English ships in the main bundle; other languages load when first chosen.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  es: () => import('../../locales/es.json'),
};

export const i18n = i18next.createInstance();

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
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: resources } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', resources);
  }
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
      resources: { en: { translation: en } },
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: [...languages],
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
  }
  await setLanguage(language);
}
