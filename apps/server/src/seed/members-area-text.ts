/** The words of the demo members area: the association's notifications, messages and leads. */

const ASSOCIATION = 'Hearth Association of REALTORS';

export interface DemoNotification {
  organization: string;
  subject: string;
  html: string;
  priority: 'low' | 'normal' | 'high';
  startsInDays: number;
  expiresInDays: number | null;
  dismissable: boolean;
  link?: { url: string; label: string };
  /** 'office' goes to the demo broker's office, or with value 'admin-office' the office admin's. */
  audience: { kind: 'all' | 'office' | 'role' | 'association'; value: string | null };
  withdrawn?: boolean;
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  {
    organization: ASSOCIATION,
    subject: '2027 membership dues are now open',
    html: '<p>Renew by <strong>December 31</strong> to keep your MLS access without a break. Dues are unchanged from last year.</p><ul><li>REALTOR® dues: $545</li><li>MLS access: $96 per quarter</li></ul><p>Questions? Call Member Services at (916) 555-0100.</p>',
    priority: 'high',
    startsInDays: -2,
    expiresInDays: 40,
    dismissable: false,
    link: { url: '/account/billing', label: 'Pay Dues' },
    audience: { kind: 'all', value: null },
  },
  {
    organization: ASSOCIATION,
    subject: 'MLS rule change: Coming Soon listings',
    html: '<p>From the first of next month, a <em>Coming Soon</em> listing may stay in that status for up to <strong>21 days</strong> before it must go Active. Showings are not allowed while it is Coming Soon.</p><p>Read the full rule in the <a href="https://www.nar.realtor/mls-policy">MLS policy handbook</a>.</p>',
    priority: 'normal',
    startsInDays: -6,
    expiresInDays: 60,
    dismissable: true,
    audience: { kind: 'all', value: null },
  },
  {
    organization: 'Sacramento Association of REALTORS',
    subject: 'Fair Housing workshop: 3 CE credits',
    html: '<p>Join us at the association office on Thursday for a three-hour Fair Housing workshop. It counts for <strong>3 continuing-education credits</strong>. Seats are limited to 40.</p>',
    priority: 'normal',
    startsInDays: -3,
    expiresInDays: 14,
    dismissable: true,
    link: { url: 'https://www.hud.gov/program_offices/fair_housing_equal_opp', label: 'Register' },
    audience: { kind: 'association', value: 'SAR' },
  },
  {
    organization: ASSOCIATION,
    subject: 'Brokers’ roundtable on new commission rules',
    html: '<p>Brokers are invited to a roundtable on buyer-broker agreements and the new disclosure forms. Bring your questions; our legal counsel will answer them.</p>',
    priority: 'normal',
    startsInDays: -9,
    expiresInDays: 20,
    dismissable: true,
    audience: { kind: 'role', value: 'broker' },
  },
  {
    organization: ASSOCIATION,
    subject: 'Lockbox key update required',
    html: '<p>Update your electronic key before the end of the month: open the lockbox app and tap <strong>Sync</strong>. Keys that are not updated stop opening lockboxes.</p>',
    priority: 'normal',
    startsInDays: -12,
    expiresInDays: 18,
    dismissable: true,
    audience: { kind: 'all', value: null },
  },
  {
    organization: 'Your Office',
    subject: 'Office meeting moved to Tuesday',
    html: '<p>This week’s office meeting is on <strong>Tuesday at 9:30 am</strong> instead of Wednesday. Coffee and pastries as usual.</p>',
    priority: 'normal',
    startsInDays: -1,
    expiresInDays: 5,
    dismissable: true,
    audience: { kind: 'office', value: null },
  },
  {
    organization: 'Your Office',
    subject: 'New lead routing for the office',
    html: '<p>Leads from our office page and from listings now come to the office inbox first. Please answer within the hour during business hours.</p>',
    priority: 'normal',
    startsInDays: -4,
    expiresInDays: 30,
    dismissable: true,
    audience: { kind: 'office', value: 'admin-office' },
  },
  {
    organization: ASSOCIATION,
    subject: 'Holiday hours at the association office',
    html: '<p>The association office was closed from December 24 to January 1. MLS support stayed open by phone.</p>',
    priority: 'low',
    startsInDays: -50,
    expiresInDays: -30,
    dismissable: true,
    audience: { kind: 'all', value: null },
  },
  {
    organization: ASSOCIATION,
    subject: 'Last year’s market forecast',
    html: '<p>Expired long ago: hidden from every list.</p>',
    priority: 'low',
    startsInDays: -400,
    expiresInDays: -250,
    dismissable: true,
    audience: { kind: 'all', value: null },
  },
  {
    organization: ASSOCIATION,
    subject: 'Spring market kickoff (not yet published)',
    html: '<p>Scheduled: shown from next week.</p>',
    priority: 'normal',
    startsInDays: 7,
    expiresInDays: 30,
    dismissable: true,
    audience: { kind: 'all', value: null },
  },
  {
    organization: ASSOCIATION,
    subject: 'Withdrawn announcement',
    html: '<p>Withdrawn by the association: hidden.</p>',
    priority: 'normal',
    startsInDays: -1,
    expiresInDays: 10,
    dismissable: true,
    audience: { kind: 'all', value: null },
    withdrawn: true,
  },
];

export const DEMO_MESSAGES = [
  {
    sender: 'Member Services',
    subject: 'Welcome to your new member dashboard',
    html: '<p>Hello {firstName},</p><p>Your notifications, leads, education and office now live in one place. Tell us what you think by replying to this message.</p>',
    hoursAgo: 3,
    read: false,
  },
  {
    sender: 'MLS Support',
    subject: 'Your listing photos were approved',
    html: '<p>Hello {firstName},</p><p>The photos you uploaded this week passed review and are live on the public site.</p>',
    hoursAgo: 30,
    read: false,
  },
  {
    sender: 'Professional Standards',
    subject: 'Code of Ethics training due this cycle',
    html: '<p>Hello {firstName},</p><p>Every REALTOR® completes Code of Ethics training once per three-year cycle. Our next free session is online; see the Education page for your records.</p>',
    hoursAgo: 24 * 9,
    read: true,
  },
] as const;

export interface DemoLead {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  tour: boolean;
  tourTime: string;
  status: 'pending' | 'active' | 'inactive';
  hoursAgo: number;
  openedAfterMinutes: number;
  source: 'listing' | 'agent';
  language: 'en' | 'es';
}

export const DEMO_LEADS: readonly DemoLead[] = [
  {
    name: 'Maria Gonzalez',
    email: 'maria.gonzalez@example.com',
    phone: '(916) 555-0142',
    message: 'We would love to see the house this weekend. Is the backyard fenced?',
    tour: true,
    tourTime: '10:30',
    status: 'pending',
    hoursAgo: 2,
    openedAfterMinutes: 0,
    source: 'listing',
    language: 'es',
  },
  {
    name: 'Daniel Kim',
    email: 'daniel.kim@example.com',
    phone: null,
    message: 'Is the seller open to offers below asking? We are pre-approved.',
    tour: false,
    tourTime: '',
    status: 'pending',
    hoursAgo: 20,
    openedAfterMinutes: 0,
    source: 'listing',
    language: 'en',
  },
  {
    name: 'Priya Patel',
    email: 'priya.patel@example.com',
    phone: '(279) 555-0187',
    message: 'I am relocating from Austin in March and need help finding a home near good schools.',
    tour: false,
    tourTime: '',
    status: 'pending',
    hoursAgo: 5,
    openedAfterMinutes: 0,
    source: 'agent',
    language: 'en',
  },
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    phone: '(916) 555-0111',
    message: 'Can we tour after work on Thursday?',
    tour: true,
    tourTime: '17:30',
    status: 'active',
    hoursAgo: 30,
    openedAfterMinutes: 42,
    source: 'listing',
    language: 'en',
  },
  {
    name: 'Linda Nguyen',
    email: 'linda.nguyen@example.com',
    phone: null,
    message: 'What are the HOA dues, and do they include water?',
    tour: false,
    tourTime: '',
    status: 'active',
    hoursAgo: 72,
    openedAfterMinutes: 185,
    source: 'listing',
    language: 'en',
  },
  {
    name: 'Robert Hayes',
    email: 'robert.hayes@example.com',
    phone: '(530) 555-0199',
    message: 'Please send the disclosure package.',
    tour: false,
    tourTime: '',
    status: 'inactive',
    hoursAgo: 24 * 6,
    openedAfterMinutes: 20,
    source: 'listing',
    language: 'en',
  },
  {
    name: 'Ana Silva',
    email: 'ana.silva@example.com',
    phone: null,
    message: 'Already bought, thanks!',
    tour: false,
    tourTime: '',
    status: 'inactive',
    hoursAgo: 24 * 12,
    openedAfterMinutes: 600,
    source: 'listing',
    language: 'en',
  },
];

export const DEMO_DASHBOARD = {
  content: {
    top: [
      '<h2>Welcome back to your business center</h2><p>Your dues, education and leads are all here. The <strong>Fair Housing workshop</strong> on Thursday still has seats.</p>',
    ],
    middle: [
      '<h3>Market snapshot</h3><p>Median sale price in the region rose <strong>2.4%</strong> over last month; homes sold in a median of <strong>18 days</strong>. Active inventory is up 6% year over year.</p>',
    ],
    bottom: [
      '<p>Need help? Member Services answers at <a href="tel:+19165550100">(916) 555-0100</a>, Monday to Friday 8 am to 5 pm, or by e-mail at <a href="mailto:members@hearth.example">members@hearth.example</a>.</p>',
    ],
  },
  services: [
    { label: 'MLS Search', url: '/for-sale', target: '_self', image_url: null, icon: 'search' },
    {
      label: 'Forms Library',
      url: 'https://www.car.org/transactions/std-forms',
      target: '_blank',
      image_url: null,
      icon: 'forms',
    },
    {
      label: 'Lockbox Access',
      url: 'https://www.supraekey.com',
      target: '_blank',
      image_url: null,
      icon: 'key',
    },
    {
      label: 'Transaction Desk',
      url: 'https://www.lwolf.com',
      target: '_blank',
      image_url: null,
      icon: 'briefcase',
    },
    {
      label: 'Member Benefits',
      url: 'https://www.nar.realtor/membership/member-benefits',
      target: '_blank',
      image_url: null,
      icon: 'gift',
    },
    {
      label: 'Help Desk',
      url: 'mailto:members@hearth.example',
      target: '_self',
      image_url: null,
      icon: 'help',
    },
  ],
  leftNav: [
    {
      label: 'MLS Rules and Regulations',
      href: 'https://www.nar.realtor/about-nar/policies/mls-policy',
      newTab: true,
    },
    {
      label: 'Code of Ethics',
      href: 'https://www.nar.realtor/about-nar/governing-documents/code-of-ethics',
      newTab: true,
    },
  ],
} as const;
