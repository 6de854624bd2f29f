/** The office page of the members area (members-area.md §2 "Office page", §6). */

export interface OfficeLeaders {
  readonly responsibleMemberId?: string | number | null;
  readonly contactMemberId?: string | number | null;
}

const same = (a: string | number | null | undefined, b: string | number | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** The viewer is the office's admin when they are its responsible or contact member (§2, §6). */
export function isOfficeAdmin(
  viewerMemberId: string | number | null | undefined,
  office: OfficeLeaders,
): boolean {
  return (
    same(viewerMemberId, office.responsibleMemberId) || same(viewerMemberId, office.contactMemberId)
  );
}

/**
 * The office's members in page order (§2): the responsible member first, then the contact member
 * when a different person, then the others in the order given.
 */
export function orderOfficeMembers<T extends { readonly id: string | number }>(
  members: readonly T[],
  office: OfficeLeaders,
): T[] {
  const responsible = members.find((m) => same(m.id, office.responsibleMemberId));
  const contact = members.find(
    (m) => same(m.id, office.contactMemberId) && !same(m.id, office.responsibleMemberId),
  );
  const rest = members.filter((m) => m !== responsible && m !== contact);
  return [...(responsible ? [responsible] : []), ...(contact ? [contact] : []), ...rest];
}
