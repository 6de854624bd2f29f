import type { MessageResponse } from '@hearth/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';
import { sessionQueryKey } from '../../../shared/lib/session';
import type { PasswordChange } from '../../../shared/ui/password-dialog';

/**
 * The signed-in member's own password and photo (`POST {agent url}/update-password`,
 * `POST {agent url}/photo`, members-area.md §10): the calls the shared dialogs save with.
 */
export function useOwnAccountCalls() {
  const { membioMlsApiUrl } = useSettings();
  const queryClient = useQueryClient();
  const updatePassword = useCallback(
    (change: PasswordChange) =>
      api.post<MessageResponse>(`${membioMlsApiUrl}/agent/update-password`, change),
    [membioMlsApiUrl],
  );
  const uploadPhoto = useCallback(
    (photo: Blob) => {
      const form = new FormData();
      form.append('avatar', photo, 'avatar.jpg');
      return api.post<MessageResponse & { results: { photoUrl: string } }>(
        `${membioMlsApiUrl}/agent/photo`,
        form,
      );
    },
    [membioMlsApiUrl],
  );
  // The photo shows on the profile, the dashboard's profile widget and the menu.
  const photoSaved = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member-profile'] }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
    [queryClient],
  );
  return { updatePassword, uploadPhoto, photoSaved };
}
