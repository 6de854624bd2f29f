import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The stored address of a feed's photo by the hash the site names it with. */
export async function findPhotoUrl(
  db: Kysely<Database>,
  hash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('listing_media')
    .select('media_url')
    .where('url_hash', '=', hash)
    .limit(1)
    .executeTakeFirst();
  return row?.media_url;
}
