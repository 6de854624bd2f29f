/**
 * What the portal reads from the association's management system (AMS): a member's invoices,
 * the association's events, the member's committees and continuing-education records. One
 * interface, two implementations: the embedded one keeps these in our own database (the demo and
 * associations without an AMS), the GrowthZone one reads them over HTTP (decision 0009).
 */

/** Who the AMS is asked about: the member as our records name them. */
export interface AmsMember {
  memberId: string;
  /** MemberKey / NRDS-style key, the AMS's own id of the member when it shares ours. */
  memberKey: string;
  email: string | null;
}

export interface AmsInvoice {
  id: string;
  number: string;
  description: string;
  amount: number;
  /** YYYY-MM-DD */
  issuedOn: string;
  dueOn: string;
  paidOn: string | null;
  payUrl: string | null;
}

export interface AmsEvent {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  onlineUrl: string | null;
  description: string;
  registrationUrl: string | null;
  capacity: number | null;
  seatsLeft: number | null;
}

export interface AmsCommittee {
  id: string;
  name: string;
  description: string;
  role: string;
  nextMeeting: { startsAt: Date; place: string | null } | null;
}

export interface AmsEducationRecord {
  id: string;
  courseName: string;
  provider: string | null;
  category: string | null;
  /** YYYY-MM-DD */
  startDate: string;
  completionDate: string | null;
  grade: string | null;
  attended: 'Y' | 'N';
  credits: number;
}

export interface AmsAdapter {
  /** The vendor's name as the `amsVendor` setting gives it ('embedded', 'growthzone'). */
  readonly vendor: string;
  invoices(member: AmsMember): Promise<AmsInvoice[]>;
  /** Events that overlap the period [from, to). */
  events(period: { from: Date; to: Date }): Promise<AmsEvent[]>;
  event(id: string): Promise<AmsEvent | null>;
  committees(member: AmsMember): Promise<AmsCommittee[]>;
  education(member: AmsMember): Promise<AmsEducationRecord[]>;
}
