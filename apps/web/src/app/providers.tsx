import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PublicSettings } from '../config/settings';
import { SettingsProvider } from '../config/settings-context';
import { i18n } from '../shared/lib/i18n';
import { createQueryClient } from '../shared/lib/query-client';
import { ViewerProvider } from '../shared/lib/viewer';

interface AppProvidersProps {
  settings: PublicSettings;
  /** A client of the caller's own (tests); otherwise one is made for the app's lifetime. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Settings, translations, server state and who is looking, for everything below. */
export function AppProviders({ settings, queryClient, children }: AppProvidersProps) {
  const [ownClient] = useState(createQueryClient);
  return (
    <SettingsProvider settings={settings}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient ?? ownClient}>
          <ViewerProvider>{children}</ViewerProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </SettingsProvider>
  );
}
