/**
 * The two queries the header's user menu makes for a member account on every screen: its
 * submenu and the notifications' unread count. Apart from the rest of the members area's API,
 * so the header carries only these.
 */
import type { LeftNavItem, NotificationListResponse } from '@hearth/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';

export const notificationsKey = ['notifications'] as const;

/** The account's notifications with the unread count (`GET {api}/notification`). */
export function useNotifications(enabled = true) {
  const { membioApiUrl } = useSettings();
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) =>
      api.get<NotificationListResponse>(`${membioApiUrl}/notification`, {
        signal,
        query: { limit: 100 },
      }),
    enabled,
    staleTime: 60_000,
  });
}

/** The members area's navigation, with the user menu's submenu (`GET /api/element/membio-left-nav`). */
export function useLeftNav(enabled: boolean) {
  return useQuery({
    queryKey: ['membio-left-nav'],
    queryFn: ({ signal }) =>
      api.get<{ items: LeftNavItem[] }>('/api/element/membio-left-nav', { signal }),
    select: (body) => body.items,
    enabled,
    staleTime: 5 * 60_000,
  });
}
