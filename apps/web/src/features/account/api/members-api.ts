import type {
  AccountDetail,
  AgentProfileUpdate,
  DashboardResponse,
  EducationResponse,
  ListingsWidgetResponse,
  MemberProfileResponse,
  OfficeDetailResponse,
} from '@hearth/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';

const member = (path: string, base: string) => `${base}${path}`;
const id = encodeURIComponent;

/** The signed-in account's detail (`GET {api}/account/{id}`). */
export function accountDetailQuery(base: string, accountId: string) {
  return queryOptions({
    queryKey: ['account', accountId],
    queryFn: ({ signal }) =>
      api.get<{ results: AccountDetail }>(member(`/account/${id(accountId)}`, base), { signal }),
    select: (body) => body.results,
    staleTime: 60_000,
    retry: false,
  });
}
export function useAccountDetail(accountId: string | undefined) {
  const { membioApiUrl } = useSettings();
  return useQuery({ ...accountDetailQuery(membioApiUrl, accountId ?? ''), enabled: !!accountId });
}

export function useListingsWidget(accountId: string | undefined) {
  const { membioApiUrl } = useSettings();
  return useQuery({
    queryKey: ['account', accountId, 'listings-widget'],
    queryFn: ({ signal }) =>
      api.get<ListingsWidgetResponse>(
        member(`/account/${id(accountId ?? '')}/listings-widget`, membioApiUrl),
        { signal },
      ),
    enabled: !!accountId,
    staleTime: 60_000,
  });
}

export function useMemberProfile(memberId: string | undefined) {
  const { membioApiUrl } = useSettings();
  return useQuery({
    queryKey: ['member-profile', memberId],
    queryFn: ({ signal }) =>
      api.get<MemberProfileResponse>(
        member(`/member/${id(memberId ?? '')}/profile`, membioApiUrl),
        {
          signal,
        },
      ),
    enabled: !!memberId,
    retry: false,
  });
}

export function useUpdateProfile(memberId: string) {
  const { membioApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AgentProfileUpdate) =>
      api.patch<MemberProfileResponse>(
        member(`/member/${id(memberId)}/profile`, membioApiUrl),
        change,
      ),
    onSuccess: (body) => queryClient.setQueryData(['member-profile', memberId], body),
  });
}

export function useEducation(memberId: string | undefined) {
  const { membioApiUrl } = useSettings();
  return useQuery({
    queryKey: ['member-education', memberId],
    queryFn: ({ signal }) =>
      api.get<EducationResponse>(member(`/member/${id(memberId ?? '')}/education`, membioApiUrl), {
        signal,
      }),
    enabled: !!memberId,
    retry: false,
  });
}

export function useOfficeDetail(officeId: string | undefined) {
  const { membioApiUrl } = useSettings();
  return useQuery({
    queryKey: ['office-detail', officeId],
    queryFn: ({ signal }) =>
      api.get<OfficeDetailResponse>(member(`/office/${id(officeId ?? '')}/detail`, membioApiUrl), {
        signal,
      }),
    enabled: !!officeId,
    retry: false,
  });
}

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['business-center-dashboard'],
    queryFn: ({ signal }) =>
      api.get<DashboardResponse>('/api/business-center/dashboard', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
