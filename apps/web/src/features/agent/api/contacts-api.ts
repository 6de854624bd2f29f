import type {
  AgentContact,
  AgentContactDetail,
  ContactCreate,
  ContactListResponse,
  ContactPatch,
  ContactSort,
  ContactSyncResponse,
} from '@hearth/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';

export const contactsKey = ['agent-contacts'] as const;
const contactKey = (id: string) => [...contactsKey, 'one', id] as const;

/** The agent's contacts in one order, searched (`GET {mls api}/contact`). */
export function useContacts(sort: ContactSort, q: string) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery({
    queryKey: [...contactsKey, 'list', sort, q],
    queryFn: ({ signal }) =>
      api.get<ContactListResponse>(`${membioMlsApiUrl}/contact`, {
        signal,
        query: { sort, limit: 200, ...(q.trim() ? { q: q.trim() } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Adds a contact (`POST {mls api}/contact`); the server says 'Your contact has been added'. */
export function useAddContact() {
  const { membioMlsApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactCreate) =>
      api.post<{ message: string; results: AgentContact }>(`${membioMlsApiUrl}/contact`, contact),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  });
}

/** Adds everyone who sent the agent a lead (`POST {mls api}/contact/sync`). */
export function useSyncContacts() {
  const { membioMlsApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ContactSyncResponse>(`${membioMlsApiUrl}/contact/sync`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  });
}

/** One contact with its timeline (`GET {mls api}/contact/{id}`). */
export function useContact(id: string) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery({
    queryKey: contactKey(id),
    queryFn: ({ signal }) =>
      api
        .get<{
          results: AgentContactDetail;
        }>(`${membioMlsApiUrl}/contact/${encodeURIComponent(id)}`, { signal })
        .then((body) => body.results),
  });
}

/** Saves a contact's nickname, notes or rating (`PATCH {mls api}/contact/{id}`). */
export function useChangeContact(id: string) {
  const { membioMlsApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ContactPatch) =>
      api
        .patch<{
          results: AgentContactDetail;
        }>(`${membioMlsApiUrl}/contact/${encodeURIComponent(id)}`, patch)
        .then((body) => body.results),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKey(id), contact);
      void queryClient.invalidateQueries({ queryKey: [...contactsKey, 'list'] });
    },
  });
}
