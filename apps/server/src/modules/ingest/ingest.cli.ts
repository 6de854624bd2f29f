/**
 * `npm run ingest -- --url URL [--token TOKEN] [--full] [--resources Property,Member,Office,OpenHouse]
 *   [--token-url URL --client-id ID --client-secret SECRET] [--page-size 1000] [--rate 2]
 *   [--originating-system NAME] [--media auto|expand|resource] [--reconcile] [--name mls]
 *   [--vendor generic|mlsgrid|bridge|trestle|spark]`
 *
 * Runs one replication of the MLS's RESO Web API feed now, into the database of DATABASE_URL or
 * the embedded one in DATA_DIR, with a progress bar and a summary. Flags override the settings
 * (hearth.config.json and HEARTH_MLS_FEED_* variables). Ctrl-C stops after the page being
 * written; running the command again resumes from there.
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { FEED_RESOURCES, type FeedResource } from '@hearth/contracts';
import { ConfigError, loadConfig } from '../../config';
import { migrateToLatest, openDatabase } from '../../db/database';
import { feedSettings, type FeedSettings } from './feed-settings';
import { runReplication } from './replication-thread';
import { feedPhotoDir } from '../media/feed-photo-store';
import type { ReplicationProgress } from './replication.service';
import { VENDOR_PROFILES, type FeedVendor } from './vendor-profiles';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function number(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    fail(`--${name} must be a positive number, not '${text}'`);
  return value;
}

function resourcesOf(text: string | undefined): FeedResource[] | undefined {
  if (text === undefined) return undefined;
  const names = text.split(',').map((name) => name.trim());
  for (const name of names) {
    if (!(FEED_RESOURCES as readonly string[]).includes(name)) {
      fail(`--resources: '${name}' is not one of ${FEED_RESOURCES.join(', ')}`);
    }
  }
  return names as FeedResource[];
}

function progressBar(stream: NodeJS.WriteStream) {
  const started = performance.now();
  if (!stream.isTTY) {
    let lastLine = 0;
    return {
      update(progress: ReplicationProgress) {
        if (performance.now() - lastLine < 5000) return;
        lastLine = performance.now();
        stream.write(`${progress.resource}: ${progress.records.toLocaleString('en-US')} records\n`);
      },
      stop: () => undefined,
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: '{resource} [{bar}] {value}/{total} records | {rate}/s | {eta_formatted} left',
      hideCursor: true,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  let current = '';
  return {
    update(progress: ReplicationProgress) {
      const rate = Math.round(progress.records / ((performance.now() - started) / 1000 || 1));
      const total = Math.max(progress.total ?? progress.records, progress.records);
      if (progress.resource !== current) {
        if (current) bar.stop();
        current = progress.resource;
        bar.start(total, progress.records, { resource: progress.resource.padEnd(9), rate });
      } else {
        bar.setTotal(total);
        bar.update(progress.records, { rate });
      }
    },
    stop: () => bar.stop(),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      'token-url': { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      full: { type: 'boolean', default: false },
      reconcile: { type: 'boolean', default: false },
      resources: { type: 'string' },
      'page-size': { type: 'string' },
      rate: { type: 'string' },
      'originating-system': { type: 'string' },
      media: { type: 'string' },
      name: { type: 'string' },
      vendor: { type: 'string' },
    },
    strict: true,
  });
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const base = feedSettings(config.settings);
  if (values.media !== undefined && !['auto', 'expand', 'resource'].includes(values.media)) {
    fail(`--media must be auto, expand or resource, not '${values.media}'`);
  }
  if (values.vendor !== undefined && !(values.vendor in VENDOR_PROFILES)) {
    fail(
      `--vendor must be one of ${Object.keys(VENDOR_PROFILES).join(', ')}, not '${values.vendor}'`,
    );
  }
  const feed: FeedSettings = {
    ...base,
    vendor: (values.vendor as FeedVendor | undefined) ?? base.vendor,
    url: (values.url ?? base.url).replace(/\/+$/, ''),
    token: values.token ?? base.token,
    tokenUrl: values['token-url'] ?? base.tokenUrl,
    clientId: values['client-id'] ?? base.clientId,
    clientSecret: values['client-secret'] ?? base.clientSecret,
    name: values.name ?? base.name,
    pageSize: number('page-size', values['page-size']) ?? base.pageSize,
    requestsPerSecond: number('rate', values.rate) ?? base.requestsPerSecond,
    originatingSystemName: values['originating-system'] ?? base.originatingSystemName,
    media: (values.media as FeedSettings['media'] | undefined) ?? base.media,
  };
  if (!feed.url) fail('Give the feed with --url (or set mlsFeedUrl / HEARTH_MLS_FEED_URL).');
  if (!/^https?:\/\//.test(feed.url)) fail(`--url must be an http(s) address, not '${feed.url}'`);

  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = config.env;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir }).catch(
    (error: Error) =>
      fail(
        `Cannot open the database: ${error.message}${databaseUrl ? '' : ' (is the server running on the same DATA_DIR? stop it or use DATABASE_URL)'}`,
      ),
  );
  await migrateToLatest(database.db);

  const abort = new AbortController();
  process.once('SIGINT', () => {
    process.stderr.write(
      '\nStopping after the page being written (Ctrl-C again to quit at once)…\n',
    );
    abort.abort();
    process.once('SIGINT', () => process.exit(130));
  });
  const bar = progressBar(process.stderr);
  process.stderr.write(`Replicating ${feed.url}${values.full ? ' (full)' : ''}…\n`);
  const summary = await runReplication(database, feed, {
    full: values.full,
    reconcile: values.reconcile,
    resources: resourcesOf(values.resources),
    signal: abort.signal,
    onProgress: (progress) => bar.update(progress),
    mediaDir: feedPhotoDir(dataDir),
    client: {
      onRetry: (reason, waitMs) =>
        process.stderr.write(`\n  retrying in ${(waitMs / 1000).toFixed(1)} s: ${reason}\n`),
      onPause: (until, reason) =>
        process.stderr.write(`\n  ${reason}: paused until ${new Date(until).toISOString()}\n`),
    },
  });
  bar.stop();
  await database.close();

  const skipped = Object.entries(summary.skipped);
  const lines = [
    '',
    `Replication ${summary.status} in ${summary.seconds.toFixed(1)} s (${summary.requests} requests):`,
    `  added    ${summary.added.toLocaleString('en-US')}`,
    `  changed  ${summary.changed.toLocaleString('en-US')}`,
    `  unchanged ${(summary.unchanged ?? 0).toLocaleString('en-US')} (read again as stored)`,
    `  deleted  ${summary.deleted.toLocaleString('en-US')}`,
    `  skipped  ${skipped.reduce((sum, [, n]) => sum + n, 0).toLocaleString('en-US')}${skipped.length ? ':' : ''}`,
    ...skipped.map(([reason, n]) => `    ${n.toLocaleString('en-US').padStart(7)}  ${reason}`),
    ...Object.entries(summary.missing ?? {})
      .filter(([, n]) => n > 0)
      .map(
        ([resource, n]) =>
          `  missing  ${n.toLocaleString('en-US')} ${resource} record(s) the feed holds are not stored`,
      ),
    ...Object.entries(summary.unknownValues ?? {}).map(
      ([field, n]) =>
        `  unknown  ${n.toLocaleString('en-US')} ${field} value(s) kept in their records${field === 'StandardStatus' || field === 'PropertyType' ? ' (those listings are stored hidden)' : ''}`,
    ),
    ...(summary.error ? [`  error: ${summary.error}`] : []),
    ...(summary.status === 'incomplete'
      ? [
          'The feed holds records Hearth does not (see "skipped" for why); the next reconciliation fetches them again.',
        ]
      : []),
    ...(summary.status === 'interrupted'
      ? ['Run the same command again to resume where it stopped.']
      : []),
    '',
  ];
  process.stdout.write(lines.join('\n'));
  process.exit(summary.status === 'failed' ? 1 : summary.status === 'incomplete' ? 2 : 0);
}

main().catch((error: unknown) =>
  fail(`ingest stopped: ${error instanceof Error ? error.message : String(error)}`),
);
