import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { readSettings } from './config/settings';
import { initI18n, preferredLanguage } from './shared/lib/i18n';
import './shared/ui/global.css';

const settings = readSettings();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders settings={settings}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

// A language that fails to load leaves the page in English rather than blank.
void initI18n(settings.spanishEnabled ? preferredLanguage() : 'en')
  .catch((error: unknown) => console.error('Could not load the chosen language', error))
  .then(() => render(root));
