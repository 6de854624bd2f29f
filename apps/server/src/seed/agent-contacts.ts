/**
 * The demo agent's contacts (members-area.md §2 "Agent area"): a handful of clients with
 * nicknames, notes and ratings, added over the past months. Maria Gonzalez also sent the demo
 * agent a lead, so her page has a timeline; the other people who sent leads are left for Sync.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays } from './time';

interface DemoContact {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  nickname: string | null;
  notes: string | null;
  rating: number;
  daysAgo: number;
}

export const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    firstName: 'Maria',
    lastName: 'Gonzalez',
    email: 'maria.gonzalez@example.com',
    phoneNumber: '916-555-0142',
    nickname: 'Mari',
    notes: 'First-time buyer; wants a fenced backyard for the dog.',
    rating: 5,
    daysAgo: 3,
  },
  {
    firstName: 'Ethan',
    lastName: 'Brooks',
    email: 'ethan.brooks@example.com',
    phoneNumber: '530-555-0113',
    nickname: null,
    notes: 'Selling in Davis next spring; call after 5 pm.',
    rating: 4,
    daysAgo: 40,
  },
  {
    firstName: 'Sofia',
    lastName: 'Ramirez',
    email: 'sofia.ramirez@example.com',
    phoneNumber: null,
    nickname: 'Sofi',
    notes: null,
    rating: 3,
    daysAgo: 75,
  },
  {
    firstName: 'Liam',
    lastName: 'Anderson',
    email: 'liam.anderson@example.com',
    phoneNumber: '916-555-0170',
    nickname: null,
    notes: 'Investor: duplexes under $600k.',
    rating: 2,
    daysAgo: 120,
  },
  {
    firstName: 'Grace',
    lastName: 'Chen',
    email: 'grace.chen@example.com',
    phoneNumber: '279-555-0126',
    nickname: null,
    notes: null,
    rating: 0,
    daysAgo: 200,
  },
];

/** Adds the demo contacts to the agent's account. */
export async function seedAgentContacts(
  db: Kysely<Database>,
  agentAccountId: string,
  reference: Date,
): Promise<void> {
  await db
    .insertInto('contacts')
    .values(
      DEMO_CONTACTS.map((contact) => ({
        agent_account_id: agentAccountId,
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone_number: contact.phoneNumber,
        nickname: contact.nickname,
        notes: contact.notes,
        rating: contact.rating,
        created_at: addDays(reference, -contact.daysAgo),
        updated_at: addDays(reference, -contact.daysAgo),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
