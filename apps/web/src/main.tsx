import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { readSettings } from './config/settings';
import { seedFirstSearch } from './features/listing-search/api/first-search';
import { initI18n, preferredLanguage } from './shared/lib/i18n';
import { createQueryClient } from './shared/lib/query-client';
import './shared/ui/global.css';

const settings = readSettings();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
seedFirstSearch(queryClient, settings);
// Made before the language loads: the router starts fetching the screen's code at once.
const router = createAppRouter();

// An urgent render, on purpose: RouterProvider reads the router's state when it renders and
// subscribes when it commits, so the two must happen in one task, as a time-sliced render
// would let a route finish loading in between and that change would be missed.
function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders settings={settings} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// A language that fails to load leaves the page in English rather than blank.
void initI18n(settings.spanishEnabled ? preferredLanguage() : 'en')
  .catch((error: unknown) => console.error('Could not load the chosen language', error))
  .then(() => render(root));
