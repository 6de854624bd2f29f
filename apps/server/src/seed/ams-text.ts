/** The demo association's events and committees (seed/ams.ts). */

export interface EventTemplate {
  title: string;
  slug: string;
  description: string;
  location: string;
  online: boolean;
  hour: number;
  minute: number;
  minutes: number;
  capacity: number | null;
}

export const AMS_EVENTS: readonly EventTemplate[] = [
  {
    title: 'Broker Breakfast: Market Update',
    slug: 'broker-breakfast',
    description:
      'The monthly market update for brokers and office managers: inventory, prices and days on market across the region, with coffee.',
    location: 'Association Office, Main Hall, 2003 Howe Ave, Sacramento',
    online: false,
    hour: 8,
    minute: 0,
    minutes: 90,
    capacity: 80,
  },
  {
    title: 'MLS Training: Saved Searches and Alerts',
    slug: 'mls-saved-searches',
    description:
      'A hands-on session on saved searches, client alerts and listing groups. Bring a laptop.',
    location: 'Training Room B, 2003 Howe Ave, Sacramento',
    online: false,
    hour: 10,
    minute: 0,
    minutes: 120,
    capacity: 24,
  },
  {
    title: 'Fair Housing Workshop',
    slug: 'fair-housing',
    description:
      'Three hours of continuing education on fair housing practice and law (3 credits, accredited).',
    location: '',
    online: true,
    hour: 9,
    minute: 0,
    minutes: 180,
    capacity: 150,
  },
  {
    title: 'New Member Orientation',
    slug: 'orientation',
    description:
      'Meet the staff, learn the member benefits, the MLS rules and the Code of Ethics. Required within 60 days of joining.',
    location: 'Association Office, Main Hall, 2003 Howe Ave, Sacramento',
    online: false,
    hour: 9,
    minute: 30,
    minutes: 240,
    capacity: 40,
  },
  {
    title: 'Legislative Update',
    slug: 'legislative-update',
    description:
      'What the new state and local housing laws mean for transactions, disclosures and rentals.',
    location: '',
    online: true,
    hour: 12,
    minute: 0,
    minutes: 60,
    capacity: null,
  },
  {
    title: 'Young Professionals Mixer',
    slug: 'ypn-mixer',
    description: 'An evening of networking for members under 40, or in their first five years.',
    location: 'Midtown Social, 1012 K St, Sacramento',
    online: false,
    hour: 17,
    minute: 30,
    minutes: 120,
    capacity: 60,
  },
  {
    title: 'Code of Ethics Course',
    slug: 'code-of-ethics',
    description:
      'The quadrennial Code of Ethics training every member must complete (2.5 credits).',
    location: 'Training Room A, 2003 Howe Ave, Sacramento',
    online: false,
    hour: 13,
    minute: 0,
    minutes: 150,
    capacity: 30,
  },
  {
    title: 'Community Service Day',
    slug: 'community-service',
    description: 'Members and their families help build and repair homes with a local partner.',
    location: 'Habitat Build Site, 5400 Stockton Blvd, Sacramento',
    online: false,
    hour: 8,
    minute: 0,
    minutes: 300,
    capacity: 35,
  },
];

export interface CommitteeTemplate {
  name: string;
  description: string;
  place: string;
  hour: number;
  /** The demo agent's and broker's roles, when they sit on it. */
  agentRole?: string;
  brokerRole?: string;
}

export const AMS_COMMITTEES: readonly CommitteeTemplate[] = [
  {
    name: 'Board of Directors',
    description: 'Sets the association’s policy and budget; meets monthly.',
    place: 'Board Room, 2003 Howe Ave, Sacramento',
    hour: 9,
    brokerRole: 'Director',
  },
  {
    name: 'Budget and Finance',
    description: 'Prepares the budget and reviews the accounts every quarter.',
    place: 'Board Room, 2003 Howe Ave, Sacramento',
    hour: 14,
    brokerRole: 'Vice Chair',
  },
  {
    name: 'Education',
    description: 'Plans the classes, continuing education and the new-member orientation.',
    place: 'Training Room A, 2003 Howe Ave, Sacramento',
    hour: 10,
    agentRole: 'Chair',
  },
  {
    name: 'MLS Advisory',
    description: 'Advises on MLS rules, data quality and the tools members use.',
    place: 'Online meeting',
    hour: 11,
    agentRole: 'Member',
  },
  {
    name: 'Professional Standards',
    description: 'Hears ethics complaints and arbitration requests.',
    place: 'Board Room, 2003 Howe Ave, Sacramento',
    hour: 13,
  },
  {
    name: 'Government Affairs',
    description: 'Follows housing legislation and speaks for members to local government.',
    place: 'Online meeting',
    hour: 12,
  },
  {
    name: 'Young Professionals Network',
    description: 'Events and mentoring for members in their first years.',
    place: 'Midtown Social, 1012 K St, Sacramento',
    hour: 17,
  },
];
