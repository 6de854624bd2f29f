/**
 * The demo members area end to end over HTTP: each demo sign-in (README, "Demo sign-ins") logs in and
 * finds a lived-in area, and the rules of members-area.md §4 and §5 hold on the way.
 */
import type {
  AccountDetail,
  AgentListingsResponse,
  ListingViewStatsResponse,
  DashboardResponse,
  EducationResponse,
  LeadListResponse,
  LeftNavItem,
  ListingsWidgetResponse,
  MemberLead,
  NotificationListResponse,
  OfficeDetailResponse,
} from '@hearth/contracts';
import { CREDITS_REQUIRED } from '@hearth/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { seedMembersArea } from '../../seed/members-area';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemoAccounts } from '../auth/demo-accounts';
import { sessionCookieOf } from '../../../test/sign-in';
import { notificationStats } from '../notifications/notifications.service';

type Role = 'agent' | 'broker' | 'member' | 'office_admin' | 'association_admin';

describe.each(testDatabaseKinds())('the demo members area (%s)', (kind) => {
  let t: TestApp;
  const cookies: Partial<Record<Role, string>> = {};
  const accounts: Partial<Record<Role, AccountDetail>> = {};

  const get = async <T>(role: Role, url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: { cookie: cookies[role] ?? '' } });
    expect(res.statusCode, `${role} ${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const send = (role: Role, method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: cookies[role] ?? '' } });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    await seedDemoData(db, { listings: 400, offices: 4, agents: 90, seed: 42, quiet: true });
    await seedDemoAccounts(db);
    expect(await seedMembersArea(db)).toBe(true);
    expect(await seedMembersArea(db)).toBe(false); // once only
    for (const demo of DEMO_SIGN_INS) {
      if (demo.role === 'user') continue;
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: demo.email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode, demo.email).toBe(200);
      const role = demo.role as Role;
      cookies[role] =
        `hearth_account_session=${sessionCookieOf(login, 'hearth_account_session').value}`;
      const { results } = login.json() as { results: { id: string } };
      accounts[role] = (
        await get<{ results: AccountDetail }>(role, `/member/v1/account/${results.id}`)
      ).results;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the demo agent contacts, Maria Gonzalez with her lead on her timeline', async () => {
    const { results, records } = await get<{
      results: { id: string; name: string }[];
      records: number;
    }>('agent', '/mls/v1/contact');
    expect(records).toBe(5);
    const maria = results.find((contact) => contact.name === 'Maria Gonzalez')!;
    const detail = await get<{ results: { timeline: unknown[] } }>(
      'agent',
      `/mls/v1/contact/${maria.id}`,
    );
    expect(detail.results.timeline.length).toBeGreaterThan(0);
    // Sync adds the other people who sent the demo agent a lead.
    const sync = await send('agent', 'POST', '/mls/v1/contact/sync', {});
    expect((sync.json() as { added: number }).added).toBeGreaterThan(0);
  });

  it('gives each demo account its title, offices and MLS id', () => {
    expect(accounts.agent).toMatchObject({ title: 'Agent', organization: { name: 'Hearth' } });
    expect(accounts.agent?.mlsId).toMatch(/^M\d+$/);
    expect(accounts.broker?.title).toBe('Broker');
    expect(accounts.office_admin?.title).toBe('Office Admin');
    expect(accounts.association_admin?.offices).toEqual([]);
    for (const role of ['agent', 'broker', 'member', 'office_admin'] as const) {
      expect(accounts[role]?.offices.length, role).toBeGreaterThan(0);
    }
    // The demo broker leads the first office; the office admin is the contact of theirs.
    expect(accounts.broker?.adminOfficeIds).toContain(accounts.broker?.offices[0]?.id);
    expect(accounts.office_admin?.adminOfficeIds).toContain(accounts.office_admin?.offices[0]?.id);
  });

  it('lists notifications by the 200-day rule, with the unread count', async () => {
    const list = await get<NotificationListResponse>('agent', '/member/v1/notification');
    const subjects = list.results.map((n) => n.subject);
    expect(subjects).toContain('Holiday hours at the association office'); // expired 30 days ago
    expect(subjects).not.toContain('Last year’s market forecast'); // expired 250 days ago
    expect(subjects).not.toContain('Spring market kickoff (not yet published)');
    expect(subjects).not.toContain('Withdrawn announcement');
    expect(subjects).not.toContain('Brokers’ roundtable on new commission rules');
    expect(subjects[0]).toBe('2027 membership dues are now open'); // high priority first
    expect(list.unread).toBe(list.results.filter((n) => n.notificationAction === null).length);
    expect(list.unread).toBeLessThan(list.records); // two were read in the demo

    const broker = await get<NotificationListResponse>('broker', '/member/v1/notification');
    expect(broker.results.map((n) => n.subject)).toContain(
      'Brokers’ roundtable on new commission rules',
    );
  });

  it('takes a notification from New to Viewed to Dismissed, only dismissable ones', async () => {
    const before = await get<NotificationListResponse>('member', '/member/v1/notification');
    const dues = before.results.find((n) => !n.dismissable);
    const lockbox = before.results.find((n) => n.subject === 'Lockbox key update required');
    expect(dues?.action).toMatchObject({ type: 'link', url: '/account/billing' });
    expect(lockbox?.notificationAction).toBeNull();

    const statsBefore = await notificationStats(t.database.db, lockbox?.id ?? '');
    const viewed = await send('member', 'POST', '/member/v1/notification-action', {
      notificationId: lockbox?.id,
      action: 'viewed',
    });
    expect(viewed.json()).toMatchObject({ results: { action: ['viewed'] } });
    const after = await get<NotificationListResponse>('member', '/member/v1/notification');
    expect(after.unread).toBe(before.unread - 1);

    const { id } = (viewed.json() as { results: { id: string } }).results;
    const dismissed = await send('member', 'PATCH', `/member/v1/notification-action/${id}`, {
      action: 'dismissed',
    });
    expect(dismissed.json()).toMatchObject({ results: { action: ['viewed', 'dismissed'] } });
    const gone = await get<NotificationListResponse>('member', '/member/v1/notification');
    expect(gone.results.map((n) => n.id)).not.toContain(lockbox?.id);

    // The console's figures count each account's view and dismissal once.
    expect(await notificationStats(t.database.db, lockbox?.id ?? '')).toEqual({
      viewed: statsBefore.viewed + 1,
      dismissed: statsBefore.dismissed + 1,
    });

    const refused = await send('member', 'POST', '/member/v1/notification-action', {
      notificationId: dues?.id,
      action: 'dismissed',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'not_dismissable', field: 'action' });
    const bad = await send('member', 'POST', '/member/v1/notification-action', {
      notificationId: dues?.id,
      action: 'deleted',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'action' });
  });

  it('sends notification content as sanitised HTML', async () => {
    const db = t.database.db;
    await db
      .insertInto('notifications')
      .values({
        organization_name: 'Hearth',
        subject: 'Written by other means',
        content_html:
          '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        audience_kind: 'all',
        starts_at: sql<Date>`now() - interval '1 minute'`,
      })
      .execute();
    const list = await get<NotificationListResponse>('agent', '/member/v1/notification');
    const item = list.results.find((n) => n.subject === 'Written by other means');
    expect(item?.content).toContain('<p>Hi <a target="_blank" rel="noopener noreferrer">there</a>');
    for (const unsafe of ['onclick', 'javascript:', '<script', 'onerror', 'alert']) {
      expect(item?.content).not.toContain(unsafe);
    }
  });

  it('takes the agent’s leads from pending to active to removed, recording the first opening', async () => {
    const inbox = await get<LeadListResponse>('agent', '/mls/v1/lead');
    expect(inbox.results.length).toBeGreaterThanOrEqual(5);
    expect(inbox.results.every((lead) => lead.status !== 'inactive')).toBe(true);
    const pending = inbox.results.find((lead) => lead.status === 'pending' && lead.listing);
    expect(pending).toBeDefined();
    expect(pending?.firstOpenedAt).toBeNull();
    expect(pending?.canAct).toBe(true);
    expect(pending?.listing?.ListingId).toBeTruthy();

    const opened = await send('agent', 'PATCH', `/mls/v1/lead/${pending?.id}`, {
      status: 'active',
    });
    const lead = (opened.json() as { results: MemberLead }).results;
    expect(lead.status).toBe('active');
    expect(lead.firstOpenedAt).not.toBeNull();
    const first = lead.firstOpenedAt;
    // Opening it again keeps the first opening.
    const again = await send('agent', 'PATCH', `/mls/v1/lead/${pending?.id}`, { status: 'active' });
    expect((again.json() as { results: MemberLead }).results.firstOpenedAt).toBe(first);

    const removed = await send('agent', 'PATCH', `/mls/v1/lead/${pending?.id}`, {
      status: 'inactive',
    });
    expect((removed.json() as { results: MemberLead }).results.status).toBe('inactive');
    const after = await get<LeadListResponse>('agent', '/mls/v1/lead');
    expect(after.results.map((l) => l.id)).not.toContain(pending?.id);
    expect(after.records).toBe(inbox.records - 1);
    // Removal is final.
    const back = await send('agent', 'PATCH', `/mls/v1/lead/${pending?.id}`, { status: 'active' });
    expect((back.json() as { results: MemberLead }).results.status).toBe('inactive');
    const bad = await send('agent', 'PATCH', `/mls/v1/lead/${pending?.id}`, { status: 'pending' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the broker the office page as admin, with the median first response', async () => {
    const officeId = accounts.broker?.offices[0]?.id;
    const page = await get<OfficeDetailResponse>('broker', `/member/v1/office/${officeId}/detail`);
    expect(page.viewer.isAdmin).toBe(true);
    expect(page.members[0]?.isResponsible).toBe(true);
    expect(page.members[0]?.id).toBe(accounts.broker?.memberId);
    expect(page.members.every((m) => m.admin !== undefined)).toBe(true);
    // Licences expiring in 5, 20 and 60 days were seeded in the demo offices.
    const days = page.members.map((m) => m.admin?.daysUntilExpiry);
    expect(days).toEqual(expect.arrayContaining([5, 20, 60]));
    const danger = page.members.find((m) => m.admin?.daysUntilExpiry === 5);
    expect(danger?.admin?.expiryStyle).toBe('danger');
    expect(danger?.admin?.educationIcon).toBe('red-warning');
    expect(page.leadResponse?.windowDays).toBe(30);
    expect(page.leadResponse?.opened).toBeGreaterThan(0);
    expect(page.leadResponse?.medianMs).toBeGreaterThan(0);

    const agentView = await get<OfficeDetailResponse>(
      'agent',
      `/member/v1/office/${officeId}/detail`,
    );
    expect(agentView.viewer.isAdmin).toBe(false);
    expect(agentView.leadResponse).toBeNull();
  });

  it('gives the broker and office admin their office’s leads, and none to a plain member', async () => {
    const broker = await get<LeadListResponse>('broker', '/mls/v1/lead');
    expect(broker.results.some((lead) => !lead.canAct)).toBe(true); // the office's agents'
    expect(broker.results.some((lead) => lead.canAct)).toBe(true);
    const admin = await get<LeadListResponse>('office_admin', '/mls/v1/lead');
    expect(admin.results.length).toBeGreaterThan(0);
    expect(admin.results.every((lead) => lead.routedTo === 'office' && lead.canAct)).toBe(true);
    const member = await t.app.inject({ url: '/mls/v1/lead', headers: { cookie: cookies.member } });
    expect(member.statusCode).toBe(403);
  });

  it('shows education with badges and the credits still needed', async () => {
    const memberId = accounts.agent?.memberId;
    const page = await get<EducationResponse>('agent', `/member/v1/member/${memberId}/education`);
    expect(page.viewer.isSelf).toBe(true);
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.status.creditsRequired).toBe(CREDITS_REQUIRED);
    for (const record of page.records) {
      if (record.completionDate === null) expect(record.badge).toBe('Scheduled');
      else if (record.grade === 'P') expect(record.badge).toBe('Passed');
    }
    expect(page.status.creditsNeeded).toBeGreaterThanOrEqual(0);
    expect(page.status.creditsNeeded).toBeLessThanOrEqual(CREDITS_REQUIRED);
  });

  it('gives the demo agent listings to show: one co-listed, each on the market with views', async () => {
    const mine = await get<AgentListingsResponse>('agent', '/mls/v1/agent/listings?limit=200');
    expect(mine.records).toBeGreaterThan(0);
    expect(mine.results.filter((l) => l.role === 'co-list')).toHaveLength(1);
    const active = mine.results.find((l) => l.StandardStatus === 'Active');
    const stats = await get<ListingViewStatsResponse>(
      'agent',
      `/mls/v1/agent/listings/${active?.id}/stats`,
    );
    expect(stats.results.sites.map((s) => s.site)).toEqual(['web']);
    expect(stats.results.sites[0]?.views).toBeGreaterThan(0);
  });

  it('fills the dashboard, the listings widget and the left navigation by role', async () => {
    const board = await get<DashboardResponse>('member', '/api/business-center/dashboard');
    expect(board.top[0]).toContain('Welcome back');
    expect(board.middle.length).toBe(1);
    expect(board.bottom[0]).toContain('mailto:members@hearth.example');
    expect(board.services.map((s) => s.label)).toContain('Forms Library');
    expect(board.servicesStyle).toBe('grid');

    const agentId = accounts.agent?.id;
    const widget = await get<ListingsWidgetResponse>(
      'agent',
      `/member/v1/account/${agentId}/listings-widget`,
    );
    expect(widget.results?.status).toBe('Active');
    // Active as the listings page's Show filter has it: Active and Coming Soon.
    expect(
      widget.results?.listings.every((l) => ['Active', 'Coming Soon'].includes(l.StandardStatus)),
    ).toBe(true);
    const staff = await get<ListingsWidgetResponse>(
      'association_admin',
      `/member/v1/account/${accounts.association_admin?.id}/listings-widget`,
    );
    expect(staff.results).toBeNull(); // no MLS id: no widget
    // A plain member has no listings page, so no widget that leads to a refusal.
    const plain = await get<ListingsWidgetResponse>(
      'member',
      `/member/v1/account/${accounts.member?.id}/listings-widget`,
    );
    expect(plain.results).toBeNull();
    // One count: the widget's Active is the listings page's Active, the co-listed one included.
    const page = await get<{ records: number }>(
      'agent',
      '/mls/v1/agent/listings?show=Active&limit=1',
    );
    expect(widget.results?.total).toBe(page.records);
    const coListed = await t.database.db
      .selectFrom('listings')
      .select('id')
      .where('co_list_agent_mls_id', 'is not', null)
      .where('standard_status', '=', 'Active')
      .execute();
    expect(coListed.length).toBeGreaterThan(0); // the demo agent co-lists one Active listing

    const keys = async (role: Role) =>
      (await get<{ items: LeftNavItem[] }>(role, '/api/element/membio-left-nav')).items.map(
        (item) => item.key,
      );
    expect(await keys('agent')).toEqual(
      expect.arrayContaining([
        'home',
        'inbox',
        'leads',
        'profile',
        'education',
        'office',
        'contacts',
        'listings',
      ]),
    );
    expect(await keys('member')).not.toContain('leads');
    expect(await keys('member')).not.toContain('contacts');
    expect(await keys('association_admin')).not.toContain('profile');
    expect(await keys('agent')).toContain('link-0');
  });

  it('lets a member edit their own bio, areas and languages', async () => {
    const memberId = accounts.member?.memberId;
    const res = await send('member', 'PATCH', `/member/v1/member/${memberId}/profile`, {
      bio: 'Helping first-time buyers in Sacramento.',
      areas: ['Sacramento', ' Elk Grove '],
      languages: ['English', 'Spanish'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      member: {
        bio: 'Helping first-time buyers in Sacramento.',
        areas: ['Sacramento', 'Elk Grove'],
      },
      viewer: { canEdit: true },
    });
    const tooLong = await send('member', 'PATCH', `/member/v1/member/${memberId}/profile`, {
      bio: 'x'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'bio' });
  });
});
