import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { defaultSettings, type PublicSettings } from '../config/settings';

export interface RenderAppOptions {
  /** The app's query cache (a fresh one by default). */
  queryClient?: QueryClient;
  /** Told of every commit of the app (React's Profiler). */
  onCommit?: ProfilerOnRenderCallback;
}

/** Renders the whole app, router included, at `path` with the given settings overrides. */
export function renderApp(
  path: string,
  settings: Partial<PublicSettings> = {},
  options: RenderAppOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <AppProviders settings={{ ...defaultSettings, ...settings }} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(
    options.onCommit ? (
      <Profiler id="app" onRender={options.onCommit}>
        {app}
      </Profiler>
    ) : (
      app
    ),
  );
  return { ...view, router };
}
