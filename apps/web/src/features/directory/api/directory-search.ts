import type {
  AgentRecord,
  DirectoryOptionsResponse,
  OfficeRecord,
  SuggestResponse,
} from '@hearth/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryMode } from '@hearth/domain';
import { useSettings } from '../../../config/settings-context';
import { api, type QueryParams } from '../../../shared/lib/api-client';

export interface DirectoryBundle<T> {
  bundle: T[];
  total: number;
  bounds: { north: number; south: number; east: number; west: number } | null;
}

interface SearchApi {
  searchApiUrl: string;
  searchApiKey: string;
}

const headers = (settings: SearchApi) => ({ Authorization: `Bearer ${settings.searchApiKey}` });

/** `GET {search api}/agents` or `/offices` with the request filters. */
export function directorySearchOptions(
  settings: SearchApi,
  mode: DirectoryMode,
  query: QueryParams,
) {
  return queryOptions({
    queryKey: ['directory', mode, query],
    queryFn: ({ signal }) =>
      api.get<DirectoryBundle<AgentRecord | OfficeRecord>>(
        `${settings.searchApiUrl}/${mode === 'agent' ? 'agents' : 'offices'}`,
        { query, headers: headers(settings), signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDirectorySearch(mode: DirectoryMode, query: QueryParams) {
  const settings = useSettings();
  return useQuery(directorySearchOptions(settings, mode, query));
}

/** Every matching office's position, for the map (at most 200). */
export function useOfficeMarkers(query: QueryParams, enabled: boolean) {
  const settings = useSettings();
  const mapQuery: QueryParams = {
    ...query,
    offset: 0,
    limit: 200,
    fields: 'OfficeKey,OfficeName,OfficeCity,Latitude,Longitude',
  };
  return useQuery({
    queryKey: ['directory', 'office-markers', mapQuery],
    queryFn: ({ signal }) =>
      api.get<DirectoryBundle<OfficeRecord>>(`${settings.searchApiUrl}/offices`, {
        query: mapQuery,
        headers: headers(settings),
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Suggestions for the place box: names (agents) or names and cities (offices). */
export function useDirectorySuggestions(mode: DirectoryMode, text: string) {
  const settings = useSettings();
  return useQuery({
    queryKey: ['directory', 'suggest', mode, text],
    queryFn: ({ signal }) =>
      api.get<SuggestResponse>(`${settings.searchApiUrl}/suggest/${mode}s`, {
        query: { q: text, limit: 6 },
        headers: headers(settings),
        signal,
      }),
    enabled: text.length >= 2,
    staleTime: 60_000,
  });
}

export function useDirectoryOptions() {
  return useQuery({
    queryKey: ['directory', 'options'],
    queryFn: ({ signal }) =>
      api.get<DirectoryOptionsResponse>('/api/directory/options', { signal }),
    staleTime: 10 * 60_000,
  });
}
