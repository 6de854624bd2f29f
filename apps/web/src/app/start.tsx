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
import { drawnViewMode, startingViewMode } from '../features/listing-search/hooks/use-view-mode';
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
const onSavedListings = window.location.pathname === paths.userSavedListings();
// /user/saved-listings drawn on the server carries its data: the code that reads it is fetched
// beside the screen's (it stays out of the other screens' first bundle).
const drawnSavedListings =
  onSavedListings && root.dataset.serverScreen === 'saved-listings'
    ? import('../features/consumer/api/drawn-saved-listings')
    : null;

// A market page drawn on the server carries its figures, read by code of its own likewise.
const drawnMarket =
  root.dataset.serverScreen === 'market' ? import('../features/market/api/drawn-market') : null;

/**
 * On /user/saved-listings, who is signed in and their saved listings are asked for beside the
 * screen's code: a screen that waits for them would ask only once its code has run.
 */
function prefetchSavedListings(): void {
  void queryClient.prefetchQuery(sessionQuery);
  void prefetchSavedListingGroups(queryClient, settings.membioMlsApiUrl);
}
if (onSavedListings && !drawnSavedListings) prefetchSavedListings();

/**
 * Seeds the query cache with the data of a server-drawn /user/saved-listings, as the server did
 * before drawing; true when this browser's first render would draw the same (it keeps the sorts
 * the page was drawn with).
 */
async function takeSavedListings(): Promise<boolean> {
  if (!drawnSavedListings) return false;
  const drawn = await drawnSavedListings;
  const data = drawn.takeDrawnSavedListings();
  if (!data) {
    prefetchSavedListings();
    return false;
  }
  drawn.seedSavedListings(queryClient, data);
  return drawn.keepsDrawnSorts(data);
}

/**
 * Seeds the query cache with the figures of a server-drawn market page, as the server did
 * before drawing; true when they were there to take.
 */
async function takeMarket(): Promise<boolean> {
  if (!drawnMarket) return false;
  const drawn = await drawnMarket;
  const data = drawn.takeDrawnMarket();
  if (!data) return false;
  drawn.seedMarket(queryClient, data);
  return true;
}

/**
 * Whether the browser can take over the page the server drew (a search screen, the saved
 * listings or a market page, in English, for a window of `data-server-width` pixels): only when
 * its own first render would draw the same, that is the same language, and here the same view
 * mode (a search screen: the server drew the width's default, while this browser may have a
 * choice kept, a phone's Map say), the same sorts (`savedListingsKept`) or the same figures
 * (`marketTaken`). Otherwise it draws the page afresh.
 */
function canAdopt(
  container: HTMLElement,
  drawnData: { savedListingsKept: boolean; marketTaken: boolean },
): boolean {
  const serverWidth = Number(container.dataset.serverWidth);
  if (container.firstElementChild === null || !(serverWidth > 0)) return false;
  if (i18n.language !== 'en') return false;
  if (container.dataset.serverScreen === 'saved-listings') return drawnData.savedListingsKept;
  if (container.dataset.serverScreen === 'market') return drawnData.marketTaken;
  const { mapsEnabled } = settings;
  return (
    drawnViewMode(serverWidth, mapsEnabled) === startingViewMode(window.innerWidth, mapsEnabled)
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
  const [savedListingsKept, marketTaken] = await Promise.all([
    takeSavedListings(),
    takeMarket(),
    screenLoaded,
    languageLoaded,
  ]);
  await nextTask();
  const adopt = canAdopt(container, { savedListingsKept, marketTaken });
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
