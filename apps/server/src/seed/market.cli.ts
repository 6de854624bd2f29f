/**
 * `npm run demo:market -- --changes N`: makes N realistic changes to the demo market on the
 * running development server, so a person can watch alerts arrive. It calls HEARTH_URL when set,
 * else the address the server's own configuration gives (PUBLIC_URL, else HOST and PORT, as
 * `npm run dev` reads them): see docs/demo-market.md.
 */
import { parseArgs } from 'node:util';
import { loadConfig, publicOrigin } from '../config';

const { values } = parseArgs({
  options: { changes: { type: 'string', default: '10' } },
  allowPositionals: true,
});
const changes = Number(values.changes);
if (!Number.isInteger(changes) || changes < 1 || changes > 1000) {
  process.stderr.write('--changes must be a whole number from 1 to 1000\n');
  process.exit(1);
}
const base = process.env.HEARTH_URL ?? publicOrigin(loadConfig().env);
const response = await fetch(`${base}/dev/market`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ changes }),
}).catch((error: unknown) => {
  process.stderr.write(
    `Cannot reach ${base}: ${(error as Error).message}. Is \`npm run dev\` running? Set HEARTH_URL (or PORT) to the address it listens at.\n`,
  );
  process.exit(1);
});
if (!response.ok) {
  process.stderr.write(
    `${base}/dev/market answered ${response.status}: it exists only in development (npm run dev).\n`,
  );
  process.exit(1);
}
const body = (await response.json()) as { changes: { kind: string; listingId: string }[] };
const counts = new Map<string, number>();
for (const change of body.changes) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
const words: Record<string, string> = {
  new: 'new listings',
  priceCut: 'price cuts',
  status: 'status changes',
  openHouse: 'open houses',
};
process.stdout.write(
  `${body.changes.length} changes: ${[...counts].map(([kind, n]) => `${n} ${words[kind]}`).join(', ')}. Alerts go out within a minute (see /dev/mailbox).\n`,
);
