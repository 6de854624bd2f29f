/**
 * Who is looking, as the parts repeated on every listing of a screen (hearts, Share With
 * Contact) need it: signed in or not, an agent or not, and the listings they saved. One
 * subscription to the session and one to the saved listings serve the whole app through context.
 * A query observer per card (two or three each, a hundred cards to a page of results) made
 * every page of results subscribe, time and check each of them, which was a good part of the
 * work a slow phone did after a search page was on screen.
 *
 * The saved listings are asked for only once a heart is shown to a signed-in person, and again
 * when a heart is shown after they went stale, as each heart's own query did.
 */
import type { SavedListingRef } from '@hearth/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSettings } from '../../config/settings-context';
import { api } from './api-client';
import { savedListingRefsKey } from './favourite-keys';
import { useSession } from './session';

export function savedListingRefsQuery(mlsApiUrl: string) {
  return queryOptions({
    queryKey: savedListingRefsKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ results: SavedListingRef[] }>(`${mlsApiUrl}/saved-listing`, { signal }))
        .results,
    staleTime: 60_000,
  });
}

interface Viewer {
  signedIn: boolean;
  /** Agents and brokers keep contacts, and may share listings with them (members-area.md §6). */
  agent: boolean;
  /** The signed-in person's saved listings; undefined until known, or when nobody is signed in. */
  savedRefs: readonly SavedListingRef[] | undefined;
  /** Said by each heart as it is shown: the saved listings are needed (again, if stale). */
  showsHearts: () => void;
}

const nobody: Viewer = {
  signedIn: false,
  agent: false,
  savedRefs: undefined,
  showsHearts: () => undefined,
};

const ViewerContext = createContext<Viewer>(nobody);

/** Provides the viewer to everything below (mounted once, in AppProviders). */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { membioMlsApiUrl: base } = useSettings();
  const client = useQueryClient();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const agent =
    session.data?.account?.roles.some((role) => role.name === 'agent' || role.name === 'broker') ??
    false;
  const [wanted, setWanted] = useState(false);
  const refs = useQuery({ ...savedListingRefsQuery(base), enabled: signedIn && wanted });
  const savedRefs = signedIn ? refs.data : undefined;
  const showsHearts = useCallback(() => {
    if (!signedIn) return;
    if (!wanted) setWanted(true);
    // Fetches only when the list is older than its stale time.
    else void client.prefetchQuery(savedListingRefsQuery(base));
  }, [client, base, signedIn, wanted]);
  const value = useMemo(
    () => ({ signedIn, agent, savedRefs, showsHearts }),
    [signedIn, agent, savedRefs, showsHearts],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

/** The viewer, from the nearest ViewerProvider (nobody signed in without one). */
export function useViewer(): Viewer {
  return useContext(ViewerContext);
}

/** Whether a signed-in agent or broker is looking (members-area.md §6). */
export function useSignedInAgent(): boolean {
  return useViewer().agent;
}
