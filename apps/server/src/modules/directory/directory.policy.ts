/**
 * Who may do what on the public agent and office pages (public-site.md §2 "Directory", §6): the
 * pages are public; only the agent changes their own profile, and only an office's responsible or
 * contact member sees its admin lines (licence and education of its members).
 */
import { isOfficeAdmin } from '@hearth/domain';

/** Bio, areas served and languages on an agent page: only the agent themself. */
export function canEditAgentProfile(viewerMemberId: string | null, memberId: string): boolean {
  return viewerMemberId !== null && viewerMemberId === memberId;
}

/** An office page's admin lines: the office's responsible or contact member. */
export function canSeeOfficeAdminLines(
  viewerMemberId: string | null,
  office: {
    responsible_member_id: string | number | null;
    contact_member_id: string | number | null;
  },
): boolean {
  return isOfficeAdmin(viewerMemberId, {
    responsibleMemberId: office.responsible_member_id,
    contactMemberId: office.contact_member_id,
  });
}
