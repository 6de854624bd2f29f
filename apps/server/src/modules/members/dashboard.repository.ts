/** SQL of the dashboard's content areas, services and options. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function dashboardContent(db: Db) {
  return db
    .selectFrom('dashboard_content')
    .select(['area', 'html'])
    .orderBy('area')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function dashboardServices(db: Db) {
  return db
    .selectFrom('dashboard_services')
    .select(['id', 'label', 'url', 'target', 'image_url', 'icon'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function dashboardOption(db: Db, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('dashboard_options')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function setDashboardOption(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('dashboard_options')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

/** Replaces the content areas and services in one go (the console saves the whole dashboard). */
export async function replaceDashboard(
  db: Db,
  dashboard: {
    content: { area: 'top' | 'middle' | 'bottom'; position: number; html: string }[];
    services: {
      position: number;
      label: string;
      url: string;
      target: '_self' | '_blank';
      image_url: string | null;
      icon: string | null;
    }[];
  },
): Promise<void> {
  await db.deleteFrom('dashboard_content').execute();
  if (dashboard.content.length > 0) {
    await db.insertInto('dashboard_content').values(dashboard.content).execute();
  }
  await db.deleteFrom('dashboard_services').execute();
  if (dashboard.services.length > 0) {
    await db.insertInto('dashboard_services').values(dashboard.services).execute();
  }
}
