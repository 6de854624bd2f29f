/**
 * The dashboard's content from the association (members-area.md §2 "Account dashboard"): the
 * top, middle and bottom content areas (sanitised HTML), the services and their style, and the
 * left navigation. The association's console will write them; until then the demo seed does.
 */
import type { ConsoleDashboard, DashboardResponse, LeftNavItem, Settings } from '@hearth/contracts';
import { amsPagesEnabled, showsLeadsTab } from '@hearth/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { sanitizeMemberHtml } from '../notifications/html-sanitizer';
import type { AccountActor } from './account-actor';
import {
  dashboardContent,
  dashboardOption,
  dashboardServices,
  replaceDashboard,
  setDashboardOption,
} from './dashboard.repository';
import { findAccountDetail } from './members.repository';

type Db = Kysely<Database>;

/** Keys of the options the console writes. */
export const DASHBOARD_OPTION_KEYS = {
  servicesStyle: 'servicesStyle',
  leftNav: 'leftNav',
} as const;

const associationLinksSchema = z.array(
  z.object({
    label: z.string().min(1),
    href: z.string().min(1),
    newTab: z.boolean().default(true),
  }),
);

/** Only http(s) and site-relative addresses leave the server as links. */
const safeHref = (href: string) => /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(href);

export async function dashboard(db: Db): Promise<DashboardResponse> {
  const [content, services, style] = await Promise.all([
    dashboardContent(db),
    dashboardServices(db),
    dashboardOption(db, DASHBOARD_OPTION_KEYS.servicesStyle),
  ]);
  const area = (name: 'top' | 'middle' | 'bottom') =>
    content
      .filter((row) => row.area === name)
      .map((row) => sanitizeMemberHtml(row.html))
      .filter(Boolean);
  return {
    top: area('top'),
    middle: area('middle'),
    bottom: area('bottom'),
    services: services
      .filter((row) => safeHref(row.url))
      .map((row) => ({
        id: String(row.id),
        label: row.label,
        url: row.url,
        target: row.target,
        imageUrl: row.image_url && safeHref(row.image_url) ? row.image_url : null,
        icon: row.icon,
      })),
    servicesStyle: style === 'list' ? 'list' : 'grid',
  };
}

/**
 * The left navigation and user submenu (§2 "Navigation menus"): the area's pages the account
 * has, by role and settings, then the association's own links.
 */
export async function leftNav(
  db: Db,
  settings: Settings,
  actor: AccountActor,
): Promise<LeftNavItem[]> {
  const [account, extra] = await Promise.all([
    findAccountDetail(db, actor.accountId),
    dashboardOption(db, DASHBOARD_OPTION_KEYS.leftNav),
  ]);
  const page = (key: string, href: string): LeftNavItem => ({
    key,
    href,
    label: null,
    newTab: false,
  });
  const items: LeftNavItem[] = [page('home', '/account/home'), page('inbox', '/account/inbox')];
  if (showsLeadsTab(actor.roles, settings.leadsTabEnabled))
    items.push(page('leads', '/membio/leads'));
  const member = actor.memberId !== null;
  if (member) items.push(page('profile', '/account/profile'));
  const ams = amsPagesEnabled(settings.amsVendor);
  if (member && ams) items.push(page('education', '/account/education'));
  if (ams) {
    items.push(page('calendar', '/account/calendar'), page('billing', '/account/billing'));
    if (member) items.push(page('committees', '/membio/committees'));
  }
  if (actor.roles.includes('association_admin')) items.push(page('admin', '/account/admin'));
  const office = actor.officeIds[0];
  if (office) items.push(page('office', `/account/office/${office}`));
  const agent = actor.roles.some((r) => r === 'agent' || r === 'broker');
  if (agent) items.push(page('contacts', '/mls-agent/contacts'));
  if (account?.member_mls_id && agent) items.push(page('listings', '/mls-agent/listings'));
  const links = associationLinksSchema.safeParse(extra);
  for (const [index, link] of (links.success ? links.data : []).entries()) {
    if (safeHref(link.href)) {
      items.push({ key: `link-${index}`, href: link.href, label: link.label, newTab: link.newTab });
    }
  }
  return items;
}

/** The dashboard as the association's console edits it (stored HTML, every service and link). */
export async function editableDashboard(db: Db): Promise<ConsoleDashboard> {
  const [content, services, style, extra] = await Promise.all([
    dashboardContent(db),
    dashboardServices(db),
    dashboardOption(db, DASHBOARD_OPTION_KEYS.servicesStyle),
    dashboardOption(db, DASHBOARD_OPTION_KEYS.leftNav),
  ]);
  const area = (name: 'top' | 'middle' | 'bottom') =>
    content.filter((row) => row.area === name).map((row) => row.html);
  const links = associationLinksSchema.safeParse(extra);
  return {
    top: area('top'),
    middle: area('middle'),
    bottom: area('bottom'),
    services: services.map((row) => ({
      label: row.label,
      url: row.url,
      target: row.target,
      imageUrl: row.image_url,
      icon: row.icon,
    })),
    servicesStyle: style === 'list' ? 'list' : 'grid',
    leftNav: links.success ? links.data : [],
  };
}

/**
 * Saves the whole dashboard from the console: content areas (sanitised here, empty blocks
 * dropped), services in their order, their style and the left navigation's links. `trx` is a
 * transaction of the caller's, which writes its audit entry in the same one.
 */
export async function saveDashboard(trx: Db, dashboard: ConsoleDashboard): Promise<void> {
  const content = (['top', 'middle', 'bottom'] as const).flatMap((area) =>
    dashboard[area]
      .map(sanitizeMemberHtml)
      .filter(Boolean)
      .map((html, position) => ({ area, position, html })),
  );
  await replaceDashboard(trx, {
    content,
    services: dashboard.services.map((service, position) => ({
      position,
      label: service.label,
      url: service.url,
      target: service.target,
      image_url: service.imageUrl,
      icon: service.icon,
    })),
  });
  await setDashboardOption(trx, DASHBOARD_OPTION_KEYS.servicesStyle, dashboard.servicesStyle);
  await setDashboardOption(trx, DASHBOARD_OPTION_KEYS.leftNav, dashboard.leftNav);
}
