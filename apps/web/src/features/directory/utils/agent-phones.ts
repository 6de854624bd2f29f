import type { MemberPhone } from '@hearth/contracts';
import { displayPhone } from '@hearth/domain';

export type AgentPhoneKind = 'office' | 'mobile' | 'fax';

const phoneLine = (phone: { number: string; extension: string | null }) =>
  displayPhone(phone.extension ? `${phone.number} x${phone.extension}` : phone.number);

/**
 * The agent page's phone lines (§2: office, mobile and fax phones). Office is the agent's own
 * office number, else the office's; the preferred number stands in only when it is no other
 * line's. A number is never shown under two labels (a mobile is not an "Office:" line too).
 */
export function agentPhoneLines(
  phones: readonly MemberPhone[],
  office: { OfficePhone?: string | null; OfficeFax?: string | null } | undefined,
): [AgentPhoneKind, string][] {
  const own = (kind: string) => phones.find((phone) => phone.kind === kind);
  const mobile = own('mobile') ? phoneLine(own('mobile') as MemberPhone) : '';
  const fax = own('fax')
    ? phoneLine(own('fax') as MemberPhone)
    : displayPhone(office?.OfficeFax ?? '');
  const preferred = own('preferred') ? phoneLine(own('preferred') as MemberPhone) : '';
  const officeLine = own('office')
    ? phoneLine(own('office') as MemberPhone)
    : office?.OfficePhone
      ? displayPhone(office.OfficePhone)
      : preferred;
  const lines: [AgentPhoneKind, string][] = [
    ['office', officeLine === mobile ? '' : officeLine],
    ['mobile', mobile],
    ['fax', fax],
  ];
  return lines.filter(([, text]) => text !== '');
}
