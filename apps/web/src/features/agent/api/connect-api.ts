import type {
  ContactConnectionResponse,
  ListedSavedSearch,
  SavedListing,
  SavedListingGroup,
  SavedListingPatch,
  SavedSearch,
  SavedSearchCreate,
  SavedSearchPatch,
} from '@hearth/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';
import { contactsKey } from './contacts-api';

/**
 * A contact's connection and the saved objects of a connected contact (`{mls api}/contact/{id}/
 * connection`, `/invite`, `/disconnect`, `/saved-search`, `/saved-listing-group`, `/saved-listing`).
 */
const connectKey = (id: string) => [...contactsKey, 'connect', id] as const;
const connectionKey = (id: string) => [...connectKey(id), 'connection'] as const;
const searchesKey = (id: string) => [...connectKey(id), 'searches'] as const;
const groupsKey = (id: string) => [...connectKey(id), 'groups'] as const;

function useContactUrl(id: string) {
  const { membioMlsApiUrl } = useSettings();
  return `${membioMlsApiUrl}/contact/${encodeURIComponent(id)}`;
}

export function useContactConnection(id: string) {
  const url = useContactUrl(id);
  return useQuery({
    queryKey: connectionKey(id),
    queryFn: ({ signal }) =>
      api.get<ContactConnectionResponse>(`${url}/connection`, { signal }).then((r) => r.results),
  });
}

/** E-mails the contact an invitation (`POST …/invite`); 'Your invitation has been sent'. */
export function useInviteContact(id: string) {
  const url = useContactUrl(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ContactConnectionResponse>(`${url}/invite`, {}),
    onSuccess: (answer) => queryClient.setQueryData(connectionKey(id), answer.results),
  });
}

/** Disconnect Account (`POST …/disconnect`): the contact's saved objects are hidden again. */
export function useDisconnectContact(id: string) {
  const url = useContactUrl(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ContactConnectionResponse>(`${url}/disconnect`, {}),
    onSuccess: () => queryClient.removeQueries({ queryKey: connectKey(id) }),
  });
}

export function useContactSavedSearches(id: string, enabled: boolean) {
  const url = useContactUrl(id);
  return useQuery({
    queryKey: searchesKey(id),
    queryFn: ({ signal }) =>
      api
        .get<{ results: ListedSavedSearch[] }>(`${url}/saved-search`, { signal })
        .then((r) => r.results),
    enabled,
  });
}

/** Saves a search for the contact, or changes or deletes one the agent saved. */
export function useContactSearchChanges(id: string) {
  const url = useContactUrl(id);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: searchesKey(id) });
  type Answer = { message: string; results: SavedSearch };
  return {
    save: useMutation({
      mutationFn: (body: SavedSearchCreate) => api.post<Answer>(`${url}/saved-search`, body),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: ({ searchId, change }: { searchId: string; change: SavedSearchPatch }) =>
        api.patch<Answer>(`${url}/saved-search/${encodeURIComponent(searchId)}`, change),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (searchId: string) =>
        api.delete<{ message: string }>(`${url}/saved-search/${encodeURIComponent(searchId)}`),
      onSuccess: refresh,
    }),
  };
}

export function useContactGroups(id: string, enabled: boolean) {
  const url = useContactUrl(id);
  return useQuery({
    queryKey: groupsKey(id),
    queryFn: ({ signal }) =>
      api
        .get<{ results: SavedListingGroup[] }>(`${url}/saved-listing-group`, { signal })
        .then((r) => r.results),
    enabled,
  });
}

/** Adds a listing to the contact's groups, or rates, annotates or removes one the agent added. */
export function useContactListingChanges(id: string) {
  const url = useContactUrl(id);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupsKey(id) });
  type Answer = { message: string; results: SavedListing };
  return {
    add: useMutation({
      mutationFn: (body: { listingId: string; savedListingGroupId?: string }) =>
        api.post<Answer>(`${url}/saved-listing`, body),
      onSuccess: refresh,
    }),
    annotate: useMutation({
      mutationFn: ({ itemId, change }: { itemId: string; change: SavedListingPatch }) =>
        api.patch<Answer>(`${url}/saved-listing/${encodeURIComponent(itemId)}`, change),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (itemId: string) =>
        api.delete<{ message: string }>(`${url}/saved-listing/${encodeURIComponent(itemId)}`),
      onSuccess: refresh,
    }),
  };
}
