import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/database';
import { IndexSync } from '../apps/server/src/modules/search/listing-index/index-sync';
import { parseListingQuery } from '../apps/server/src/modules/search/listing-query';
import {
  page,
  summarise,
  clusters,
} from '../apps/server/src/modules/search/listing-index/index-query';
import { findListingRows } from '../apps/server/src/modules/search/listing-records.repository';
import { presentListing } from '../apps/server/src/modules/search/listing.presenter';
const db = await openDatabase({ dataDir: join(import.meta.dirname, 'data', 'pglite-100000') });
const sync = new IndexSync(db.db);
let t = performance.now();
await sync.fresh();
console.log('load', performance.now() - t, sync.index.size);
const q = parseListingQuery({
  'PropertyType[in]': 'RESI',
  'StandardStatus[in]': 'Active,Coming Soon',
  sortBy: 'OnMarketDate',
  order: 'desc',
});
if (q instanceof Error) throw q;
for (let k = 0; k < 3; k++) {
  t = performance.now();
  await sync.fresh();
  const f = performance.now() - t;
  t = performance.now();
  const mask = sync.index.match(q, new Date());
  const m = performance.now() - t;
  t = performance.now();
  const s = summarise(sync.index, mask);
  const su = performance.now() - t;
  t = performance.now();
  const ids = page(sync.index, mask, s.total, q.sortBy, q.order, 0, 100);
  const p = performance.now() - t;
  t = performance.now();
  const rows = await findListingRows(db.db, ids, new Date());
  const r = performance.now() - t;
  t = performance.now();
  const out = rows.map((row) => presentListing(row, new Date()));
  const pr = performance.now() - t;
  t = performance.now();
  const json = JSON.stringify(out);
  const js = performance.now() - t;
  t = performance.now();
  clusters(sync.index, mask, 6);
  const cl = performance.now() - t;
  console.log({ f, m, su, p, r, pr, js, cl, len: json.length, total: s.total });
}
await db.close();
