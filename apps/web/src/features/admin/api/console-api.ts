import type {
  ConsoleAudiences,
  ConsoleDashboard,
  ConsoleHistory,
  ConsoleImageUpload,
  ConsoleMemberList,
  ConsoleOfficeList,
  ConsoleReport,
  ConsoleNotification,
  ConsoleNotificationCreate,
} from '@hearth/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';

/** The association console's API (`{api}/admin/*`). */
function useBase() {
  return `${useSettings().membioApiUrl}/admin`;
}

export function useConsoleNotifications() {
  const base = useBase();
  return useQuery({
    queryKey: ['console', 'notifications'],
    queryFn: ({ signal }) =>
      api.get<{ results: ConsoleNotification[] }>(`${base}/notifications`, { signal }),
    select: (body) => body.results,
  });
}

export function useAudiences() {
  const base = useBase();
  return useQuery({
    queryKey: ['console', 'audiences'],
    queryFn: ({ signal }) => api.get<ConsoleAudiences>(`${base}/audiences`, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function usePublishNotification() {
  const base = useBase();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleNotificationCreate) =>
      api.post<{ id: string }>(`${base}/notifications`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}

export function useWithdrawNotification() {
  const base = useBase();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<null>(`${base}/notifications/${encodeURIComponent(id)}/withdraw`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}

export function usePreviewHtml() {
  const base = useBase();
  return useMutation({
    mutationFn: (html: string) => api.post<{ html: string }>(`${base}/preview`, { html }),
  });
}

/**
 * The blocks as the server's sanitiser returns them, for the live preview: asked again only when
 * the text has rested for a moment, in one request for all of them.
 */
export function useSanitisedBlocks(blocks: readonly string[]) {
  const base = useBase();
  const [settled, setSettled] = useState(blocks);
  const key = JSON.stringify(blocks);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as string[]), 400);
    return () => clearTimeout(timer);
  }, [key]);
  return useQuery({
    queryKey: ['console', 'sanitised', settled],
    queryFn: () =>
      api
        .post<{ blocks: string[] }>(`${base}/preview/blocks`, { blocks: settled })
        .then((body) => body.blocks),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useConsoleDashboard() {
  const base = useBase();
  return useQuery({
    queryKey: ['console', 'dashboard'],
    queryFn: ({ signal }) =>
      api.get<{ results: ConsoleDashboard }>(`${base}/dashboard`, { signal }),
    select: (body) => body.results,
    staleTime: Infinity,
  });
}

export function useSaveDashboard() {
  const base = useBase();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dashboard: ConsoleDashboard) =>
      api.put<{ results: ConsoleDashboard }>(`${base}/dashboard`, dashboard),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['console'] }),
        client.invalidateQueries({ queryKey: ['business-center-dashboard'] }),
        client.invalidateQueries({ queryKey: ['membio-left-nav'] }),
      ]),
  });
}

export function useConsoleHistory() {
  const base = useBase();
  return useQuery({
    queryKey: ['console', 'history'],
    queryFn: ({ signal }) => api.get<ConsoleHistory>(`${base}/history`, { signal }),
    select: (body) => body.results,
  });
}

/** A search of the roster's members or offices (`q` contains; empty lists them all). */
export function useRosterSearch<T extends ConsoleMemberList | ConsoleOfficeList>(
  kind: 'members' | 'offices',
  q: string,
) {
  const base = useBase();
  return useQuery({
    queryKey: ['console', kind, q],
    queryFn: ({ signal }) =>
      api.get<T>(`${base}/${kind}?${new URLSearchParams({ q, limit: '25' })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The address of a console report, as JSON or as a CSV download. */
export function useReportUrl() {
  const base = useBase();
  return (report: ConsoleReport, days: number, format: 'json' | 'csv') =>
    `${base}/reports/${report}?${new URLSearchParams({ days: String(days), format })}`;
}

export function useReport<T extends ConsoleMemberList | ConsoleOfficeList>(
  report: ConsoleReport,
  days: number,
) {
  const url = useReportUrl()(report, days, 'json');
  return useQuery({
    queryKey: ['console', 'report', report, days],
    queryFn: ({ signal }) => api.get<T>(url, { signal }),
  });
}

/** One resource's freshness, as `GET /api/admin/mls-feed` answers it. */
export interface FeedResourceFreshness {
  resource: string;
  lastSuccessAt: string | null;
  lagSeconds: number | null;
  stale: boolean;
  lastError: string | null;
  /** Records the feed holds that Hearth does not, at the last check (null: not checked yet). */
  missing?: number | null;
  /** The feed's count of the records Hearth should hold, at that check. */
  feedCount?: number | null;
}

/** The MLS feed's freshness (modules/ingest, ingest-status.service.ts on the server). */
export type FeedStatus =
  | { configured: false }
  | {
      configured: true;
      feed: string;
      staleHours: number;
      stale: boolean;
      /** Whether the feed holds records Hearth does not. */
      incomplete?: boolean;
      resources: FeedResourceFreshness[];
      /** The vendor's request budgets: when one is spent, the time the replication goes on. */
      requests?: { pausedUntil: string | null; pausedBecause: string | null };
      /** Photos the vendor requires downloaded: those waiting for a retry (null: not required). */
      photos?: { stored: number; waiting: number; lastError: string | null } | null;
    };

/** The MLS feed's freshness, for the console's warning when its data is older than the IDX rule allows. */
export function useFeedStatus() {
  return useQuery({
    queryKey: ['console', 'mls-feed'],
    queryFn: ({ signal }) => api.get<FeedStatus>('/api/admin/mls-feed', { signal }),
    refetchInterval: 5 * 60_000,
  });
}

/** Stores a picture for the content (`POST {api}/admin/images`); answers its address. */
export function useUploadContentImage() {
  const base = useBase();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.post<ConsoleImageUpload>(`${base}/images`, form);
    },
  });
}
