/** The app's start in the browser, loaded by main.tsx once the libraries it needs have run. */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter, loadRouteModules } from './router';
import { paths } from '../config/paths';
import { readSettings } from '../config/settings';
import { prefetchSavedListingGroups } from '../features/consumer';
import { seedFirstSearch } from '../features/listing-search/api/first-search';
import { startingViewMode } from '../features/listing-search/hooks/use-view-mode';
import { forgetEarlyRequests } from '../shared/lib/early-requests';
import { i18n, initI18n, preferredLanguage } from '../shared/lib/i18n';
import { nextTask } from '../shared/lib/next-task';
import { sessionQuery } from '../shared/lib/session';
import { createQueryClient } from '../shared/lib/query-client';
import { markTakingOver } from '../shared/lib/use-hydrated';
import { assumeWindowWidth } from '../shared/lib/use-window-width';

const settings = readSettings();
function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}

const root = rootElement();

const queryClient = createQueryClient();
// Fetched at once, beside the language: the screen's code is needed before the first render.
const screenLoaded = loadRouteModules(window.location.pathname);
// On /user/saved-listings, who is signed in and their saved listings are asked for beside the
// screen's code: a screen that waits for them would ask only once its code has run. Not on a
// page the server drew: its header was drawn before anyone was known, and taking it over must
// find it as it was.
if (window.location.pathname === paths.userSavedListings()) {
  void queryClient.prefetchQuery(sessionQuery);
  void prefetchSavedListingGroups(queryClient, settings.membioMlsApiUrl);
}

/**
 * Whether the browser can take over the page the server drew (a search screen, in English, for a
 * window of `data-server-width` pixels): only when its own first render would draw the same, that
 * is the same language and the same view mode here. Otherwise it draws the page afresh.
 */
function canAdopt(container: HTMLElement): boolean {
  const serverWidth = Number(container.dataset.serverWidth);
  if (container.firstElementChild === null || !(serverWidth > 0)) return false;
  if (i18n.language !== 'en') return false;
  const { mapsEnabled } = settings;
  return (
    startingViewMode(serverWidth, mapsEnabled) === startingViewMode(window.innerWidth, mapsEnabled)
  );
}

/**
 * Marks the page as taken over (`<html data-app-ready>`) once the first render is committed:
 * before that, a server-drawn page shows controls that do not answer yet.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    forgetEarlyRequests();
  }, []);
  return null;
}

async function start(container: HTMLElement) {
  // The first search, the language, the router and React's first slice of work each run in a
  // task of their own: with this module's evaluation they made one task long enough to hold up
  // a slow phone while the server-drawn page was on screen.
  await nextTask();
  seedFirstSearch(queryClient, settings);
  await nextTask();
  // A language that fails to load leaves the page in English rather than blank.
  const languageLoaded = initI18n(settings.spanishEnabled ? preferredLanguage() : 'en').catch(
    (error: unknown) => console.error('Could not load the chosen language', error),
  );
  await Promise.all([screenLoaded, languageLoaded]);
  await nextTask();
  const adopt = canAdopt(container);
  if (adopt) {
    assumeWindowWidth(Number(container.dataset.serverWidth));
    markTakingOver();
  }
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders settings={settings} queryClient={queryClient}>
        <RouterProvider router={router} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  if (adopt) {
    // In a transition: the page is on screen already, so React takes it over in short slices
    // and the browser stays free to answer the visitor meanwhile.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A difference from the server's drawing: React draws that part afresh; say so.
        onRecoverableError: (error) => console.error('The server-drawn page differed:', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

/** Starts the app in the page's #root. */
export function startApp(): Promise<void> {
  return start(root);
}
