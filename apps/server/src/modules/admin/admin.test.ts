/**
 * The association's console over HTTP: only association admins reach it (a table of every route
 * against every other kind of caller); notifications reach exactly their audience with their
 * HTML sanitised; the dashboard the console saves is what members get; every change is in the
 * history.
 */
import type {
  ConsoleDashboard,
  ConsoleHistory,
  ConsoleNotification,
  DashboardResponse,
  NotificationListResponse,
} from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { signUpUser } from '../../../test/sign-in';
import {
  seedMembersAreaFixture,
  type MembersAreaFixture,
} from '../../../test/members-area-fixture';

type Who = 'admin' | 'agent' | 'broker' | 'officeAdmin' | 'consumer' | 'anonymous';
type Method = 'GET' | 'POST' | 'PUT';

const NASTY =
  '<p onclick="steal()">Dues <strong>rise</strong> <a href="javascript:alert(1)">here</a>' +
  '<a href="https://example.org/dues">there</a></p><script>alert(1)</script>' +
  '<img src="x" onerror="alert(2)"><iframe src="https://evil.example"></iframe>';

const dashboard: ConsoleDashboard = {
  top: ['<h2>Welcome back</h2><p onmouseover="x()">Renew by <em>Friday</em></p>', '  '],
  middle: [],
  bottom: ['<p>Office hours <script>bad()</script>9–5</p>'],
  services: [
    {
      label: 'Forms library',
      url: 'https://forms.example',
      target: '_blank',
      imageUrl: null,
      icon: 'forms',
    },
    { label: 'Lockbox', url: '/account/lockbox', target: '_self', imageUrl: null, icon: null },
  ],
  servicesStyle: 'list',
  leftNav: [{ label: 'Legal hotline', href: 'https://legal.example', newTab: true }],
};

describe.each(testDatabaseKinds())('the association console (%s)', (kind) => {
  let t: TestApp;
  let f: MembersAreaFixture;
  let consumerCookie: string;

  const headers = (who: Who): Record<string, string> => {
    switch (who) {
      case 'anonymous':
        return {};
      case 'consumer':
        return { cookie: consumerCookie };
      case 'admin':
        return f.accounts.staff.headers;
      case 'agent':
        return f.accounts.janeAgent.headers;
      case 'broker':
        return f.accounts.carlBroker.headers;
      case 'officeAdmin':
        return f.accounts.johnOfficeAdmin.headers;
    }
  };
  const call = (who: Who, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
  const publish = (payload: object) =>
    call('admin', 'POST', '/member/v1/admin/notifications', payload);
  const inbox = async (who: 'agent' | 'broker' | 'officeAdmin') =>
    ((await call(who, 'GET', '/member/v1/notification')).json() as NotificationListResponse)
      .results;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    f = await seedMembersAreaFixture(t.database.db);
    consumerCookie = (await signUpUser(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets only association admins reach any console route', async () => {
    const note = {
      subject: 'Table test',
      contentHtml: '<p>Hi</p>',
      audience: { kind: 'all' },
    };
    const routes: [Method, string, object?][] = [
      ['GET', '/member/v1/admin/notifications'],
      ['POST', '/member/v1/admin/notifications', note],
      ['POST', '/member/v1/admin/notifications/1/withdraw'],
      ['GET', '/member/v1/admin/audiences'],
      ['POST', '/member/v1/admin/preview', { html: '<p>x</p>' }],
      ['POST', '/member/v1/admin/preview/blocks', { blocks: ['<p>x</p>'] }],
      ['GET', '/member/v1/admin/dashboard'],
      ['PUT', '/member/v1/admin/dashboard', dashboard],
      ['GET', '/member/v1/admin/history'],
      ['GET', '/member/v1/admin/members?q=smith'],
      ['GET', '/member/v1/admin/offices'],
      ['GET', '/member/v1/admin/reports/licences-expiring?days=90'],
      ['GET', '/member/v1/admin/reports/short-of-credits?format=csv'],
      ['GET', '/member/v1/admin/reports/office-response'],
    ];
    const expected: Record<Who, number> = {
      anonymous: 401,
      consumer: 401,
      agent: 403,
      broker: 403,
      officeAdmin: 403,
      admin: 0, // anything but 401 and 403
    };
    const before = await t.database.db.selectFrom('notifications').select('id').execute();
    for (const who of Object.keys(expected) as Who[]) {
      for (const [method, url, payload] of routes) {
        const res = await call(who, method, url, payload);
        if (who === 'admin') {
          expect([401, 403], `${who} ${method} ${url}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${who} ${method} ${url}`).toBe(expected[who]);
        }
      }
    }
    // Only the admin's own call wrote a notification.
    const after = await t.database.db.selectFrom('notifications').select('id').execute();
    expect(after.length - before.length).toBe(1);
  });

  it('publishes to one office: its members see it, another office’s do not', async () => {
    const res = await publish({
      subject: 'Capitol office meeting',
      contentHtml: NASTY,
      priority: 'high',
      dismissable: false,
      action: { type: 'link', url: 'https://example.org/agenda', label: 'Agenda' },
      audience: { kind: 'office', value: f.offices.capitol },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };

    const janes = await inbox('agent'); // Jane is in Capitol Realty
    const seen = janes.find((n) => n.id === id);
    expect(seen).toMatchObject({ subject: 'Capitol office meeting', priority: 'high' });
    // Scripts, event handlers, iframes and javascript: links are gone; the safe link stays.
    expect(seen?.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(seen?.content).toContain('href="https://example.org/dues"');
    expect(seen?.content).toContain('<strong>rise</strong>');

    const bobs = (
      (
        await t.app.inject({ url: '/member/v1/notification', headers: f.accounts.bobAgent.headers })
      ).json() as NotificationListResponse
    ).results;
    expect(bobs.map((n) => n.id)).not.toContain(id);

    // Jane views it: the console counts one view.
    await t.app.inject({
      method: 'POST',
      url: '/member/v1/notification-action',
      headers: f.accounts.janeAgent.headers,
      payload: { notificationId: id, action: 'viewed' },
    });
    const list = (await call('admin', 'GET', '/member/v1/admin/notifications')).json() as {
      results: ConsoleNotification[];
    };
    expect(list.results.find((n) => n.id === id)).toMatchObject({
      state: 'live',
      viewed: 1,
      dismissed: 0,
      audience: { kind: 'office', label: 'Capitol Realty' },
    });
  });

  it('schedules a notification for later, and withdraws one at once', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = (
      await publish({
        subject: 'Next week',
        contentHtml: '<p>Soon</p>',
        startsAt: later,
        audience: { kind: 'all' },
      })
    ).json() as { id: string };
    expect((await inbox('broker')).map((n) => n.id)).not.toContain(scheduled.id);

    const now = (
      await publish({
        subject: 'Brokers only',
        contentHtml: '<p>Hi</p>',
        audience: { kind: 'role', value: 'broker' },
      })
    ).json() as { id: string };
    expect((await inbox('broker')).map((n) => n.id)).toContain(now.id);
    expect((await inbox('agent')).map((n) => n.id)).not.toContain(now.id);
    const withdraw = await call(
      'admin',
      'POST',
      `/member/v1/admin/notifications/${now.id}/withdraw`,
    );
    expect(withdraw.statusCode).toBe(204);
    expect((await inbox('broker')).map((n) => n.id)).not.toContain(now.id);
    expect(
      (await call('admin', 'POST', '/member/v1/admin/notifications/999999/withdraw')).statusCode,
    ).toBe(404);

    const states = (
      (await call('admin', 'GET', '/member/v1/admin/notifications')).json() as {
        results: ConsoleNotification[];
      }
    ).results;
    expect(states.find((n) => n.id === scheduled.id)?.state).toBe('scheduled');
    expect(states.find((n) => n.id === now.id)?.state).toBe('withdrawn');
  });

  it('refuses bad notifications with the field named', async () => {
    const cases: [object, string][] = [
      [{ subject: '', contentHtml: 'x', audience: { kind: 'all' } }, 'subject'],
      [
        { subject: 'x', contentHtml: 'x', audience: { kind: 'office', value: 'capitol' } },
        'audience',
      ],
      [
        {
          subject: 'x',
          contentHtml: 'x',
          audience: { kind: 'all' },
          action: { type: 'link', url: 'javascript:alert(1)' },
        },
        'action',
      ],
      [{ subject: 'x', contentHtml: 'x', audience: { kind: 'all' }, extra: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await publish(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect((res.json() as { field?: string }).field ?? '').toContain(field);
    }
  });

  it('previews HTML as members will see it', async () => {
    const res = await call('admin', 'POST', '/member/v1/admin/preview', { html: NASTY });
    const { html } = res.json() as { html: string };
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(html).toContain('<strong>rise</strong>');
  });

  it('previews the dashboard’s blocks at once, each cleaned, in order', async () => {
    const res = await call('admin', 'POST', '/member/v1/admin/preview/blocks', {
      blocks: [NASTY, '', '<p>Second</p>'],
    });
    expect(res.statusCode).toBe(200);
    const { blocks } = res.json() as { blocks: string[] };
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(blocks[0]).toContain('<strong>rise</strong>');
    expect(blocks.slice(1)).toEqual(['', '<p>Second</p>']);
    const tooMany = await call('admin', 'POST', '/member/v1/admin/preview/blocks', {
      blocks: Array.from({ length: 61 }, () => '<p>x</p>'),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((tooMany.json() as { field?: string }).field).toBe('blocks');
  });

  it('saves the dashboard, sanitised and in order, and members get it', async () => {
    const saved = await call('admin', 'PUT', '/member/v1/admin/dashboard', dashboard);
    expect(saved.statusCode, saved.body).toBe(200);
    const member = (
      await call('agent', 'GET', '/api/business-center/dashboard')
    ).json() as DashboardResponse;
    expect(member.top).toEqual(['<h2>Welcome back</h2><p>Renew by <em>Friday</em></p>']);
    expect(member.middle).toEqual([]);
    expect(member.bottom).toEqual(['<p>Office hours 9–5</p>']);
    expect(member.services.map((s) => s.label)).toEqual(['Forms library', 'Lockbox']);
    expect(member.servicesStyle).toBe('list');
    const nav = (await call('agent', 'GET', '/api/element/membio-left-nav')).json() as {
      items: { label: string | null; href: string }[];
    };
    expect(nav.items).toContainEqual(
      expect.objectContaining({ label: 'Legal hotline', href: 'https://legal.example' }),
    );

    // Reordered services come back in the new order.
    const reordered = { ...dashboard, services: [...dashboard.services].reverse() };
    await call('admin', 'PUT', '/member/v1/admin/dashboard', reordered);
    const edited = (await call('admin', 'GET', '/member/v1/admin/dashboard')).json() as {
      results: ConsoleDashboard;
    };
    expect(edited.results.services.map((s) => s.label)).toEqual(['Lockbox', 'Forms library']);

    const bad = await call('admin', 'PUT', '/member/v1/admin/dashboard', {
      ...dashboard,
      services: [{ label: 'x', url: 'javascript:alert(1)' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists every console change with who made it', async () => {
    const res = await call('admin', 'GET', '/member/v1/admin/history');
    const { results } = res.json() as ConsoleHistory;
    const actions = results.map((r) => r.action);
    expect(actions).toContain('console.notification.published');
    expect(actions).toContain('console.notification.withdrawn');
    expect(actions).toContain('console.dashboard.saved');
    expect(new Set(results.map((r) => r.by))).toEqual(new Set([expect.stringMatching(/^staff\./)]));
  });

  it.each(['/\\evil.example', '//evil.example', '/%5cevil.example', 'http://evil.example'])(
    'refuses the link %j in services, left navigation and notification actions, naming the field',
    async (link) => {
      const cases: [string, string, object, RegExp][] = [
        [
          'PUT',
          '/member/v1/admin/dashboard',
          { ...dashboard, services: [{ ...dashboard.services[1]!, url: link }] },
          /services.*url/,
        ],
        [
          'PUT',
          '/member/v1/admin/dashboard',
          { ...dashboard, leftNav: [{ label: 'Evil', href: link, newTab: false }] },
          /leftNav.*href/,
        ],
      ];
      for (const [method, url, payload, field] of cases) {
        const res = await call('admin', method as Method, url, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().field).toMatch(field);
      }
      const notice = await publish({
        subject: 'Dues',
        contentHtml: '<p>Pay</p>',
        audience: { kind: 'all', value: null },
        action: { type: 'link', url: link, label: 'Open' },
      });
      expect(notice.statusCode, notice.body).toBe(400);
      expect(notice.json().field).toMatch(/action.*url/);
    },
  );
});
