import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSettings } from '../../config/settings-context';
import { api } from './api-client';
import { clearLocalData } from './local-data';

/** Which sign-in: a consumer (`/api/user`) or a member account (`/api/account`). */
export type LoginKind = 'user' | 'account';

/**
 * Logs out (members-area.md §4): posts to the server, and whatever it answers clears local data
 * and goes to the configured after-logout address, else the login page (a full page load, so
 * nothing of the session stays in memory).
 */
export function useLogout() {
  const settings = useSettings();
  const queryClient = useQueryClient();
  return useCallback(
    async (kind: LoginKind, { redirect = true }: { redirect?: boolean } = {}) => {
      try {
        await api.post(`/api/${kind}/logout`);
      } catch {
        // A failed logout call is swallowed: the data is still cleared (§8).
      }
      clearLocalData();
      queryClient.clear();
      if (!redirect) return;
      const target =
        kind === 'user'
          ? settings.afterUserLogoutUrl || '/user/login'
          : settings.afterAccountLogoutUrl || '/account/login';
      window.location.assign(target);
    },
    [queryClient, settings.afterAccountLogoutUrl, settings.afterUserLogoutUrl],
  );
}
