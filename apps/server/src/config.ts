import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASEMAP_ARCHIVE_PATH, settingsSchema, type Settings } from '@hearth/contracts';
import { z } from 'zod';

/** The repository root: `npm start` runs with the server workspace as its working folder. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  /** Production unless told otherwise: `npm run dev` starts the team's development mode. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL for public reads (searches, listing and directory pages). */
  DATABASE_READ_URL: z.string().url().optional(),
  /** Reads leave the replica while it is further behind the primary than this. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'data')),
  SMTP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Listings seeded by the first start into an empty database. */
  SEED_LISTINGS: z.coerce.number().int().min(0).max(2_000_000).default(25_000),
  /** Whether the first start seeds the demo region; `false` starts empty (an association's own data). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  HEARTH_CONFIG: z.string().optional(),
  /** Addresses or CIDRs of reverse proxies whose X-Forwarded-For is believed. */
  TRUST_PROXY: z.string().min(1).optional(),
  /** The address people reach Hearth at (https://portal.example.org); e-mailed links use it. */
  PUBLIC_URL: z.string().url().optional(),
  /** The sender of e-mail, such as `Hearth <no-reply@portal.example.org>`. */
  MAIL_FROM: z.string().min(3).max(254).optional(),
  /** Secret the captcha challenges are signed with (at least 32 characters); random per process when unset. */
  CAPTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** Proof-of-work size of a captcha: the largest counter a browser may have to try. */
  CAPTCHA_COMPLEXITY: z.coerce.number().int().min(10).max(5_000_000).optional(),
  /** Server processes `npm run start:cluster` runs (default: the machine's CPU count). */
  CLUSTER_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Seconds between alert sweeps (changed listings matched, instant alerts written). */
  ALERT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** The local hour (0–23, the site's time zone) at which daily alert digests are written. */
  ALERT_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** The association-management system's API root, when the `amsVendor` setting names one. */
  AMS_API_URL: z.string().url().optional(),
  /** The key the AMS gave the association for its API. */
  AMS_API_KEY: z.string().min(1).optional(),
  /** How long one AMS request may take before the page says it is slow. */
  AMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});
export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env;
  settings: Settings;
}

/** A configuration that cannot start the server, naming every bad key. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(
      `Hearth cannot start, the configuration has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

const ENV_PREFIX = 'HEARTH_';

/** `mapsEnabled` → `HEARTH_MAPS_ENABLED`. */
export function settingEnvName(key: string): string {
  return ENV_PREFIX + key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

type SettingKey = keyof typeof settingsSchema.shape;

/**
 * An environment variable is text; a setting may be a number, flag or object. The text is
 * used as it is when the setting accepts it, else its JSON reading, so `HEARTH_SEARCH_API_KEY=1234`
 * stays text while `HEARTH_LATITUDE=38.5` becomes a number and `HEARTH_LATITUDE=abc` is reported.
 */
function readSettingFromEnv(key: SettingKey, raw: string): unknown {
  const field = settingsSchema.shape[key];
  if (field.safeParse(raw).success) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    // A list may also be given as comma-separated words: HEARTH_MLS_FEED_RESOURCES=Property,Member.
    if (field.safeParse([]).success || field.safeParse(raw.split(',')).success) {
      return raw.split(',').map((item) => item.trim());
    }
    return raw;
  }
}

function describeIssue(issue: z.core.$ZodIssue, source: (key: string) => string): string {
  const key = issue.path.map(String).join('.') || '(root)';
  const top = String(issue.path[0] ?? '');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((k) => `${k} (${source(k)}): not a known setting`).join('; ');
  }
  return `${key} (${source(top)}): ${issue.message}`;
}

/**
 * The origin people reach Hearth at, which e-mailed links and absolute addresses use: PUBLIC_URL,
 * else the configured listen address (a wildcard host read as localhost). Never a request's
 * Host header, which a client chooses.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const host = ['0.0.0.0', '::', '[::]'].includes(env.HOST) ? 'localhost' : env.HOST;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${env.PORT}`;
}

/** Whether the site is served over https: production with an https PUBLIC_URL. */
export function servedOverHttps(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>): boolean {
  return env.NODE_ENV === 'production' && env.PUBLIC_URL?.startsWith('https:') === true;
}

export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  { readConfigFile = true }: { readConfigFile?: boolean } = {},
): Config {
  const problems: string[] = [];

  const env = envSchema.safeParse(environment);
  if (!env.success) {
    for (const issue of env.error.issues)
      problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }

  const configPath = environment.HEARTH_CONFIG
    ? isAbsolute(environment.HEARTH_CONFIG)
      ? environment.HEARTH_CONFIG
      : resolve(REPO_ROOT, environment.HEARTH_CONFIG)
    : resolve(REPO_ROOT, 'hearth.config.json');
  let fileSettings: Record<string, unknown> = {};
  if (!readConfigFile) {
    // Settings come from the environment alone.
  } else if (existsSync(configPath)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(configPath, 'utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        problems.push(`${configPath}: must hold a JSON object of settings`);
      } else {
        fileSettings = parsed as Record<string, unknown>;
      }
    } catch (error) {
      problems.push(
        `${configPath}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  } else if (environment.HEARTH_CONFIG) {
    problems.push(`HEARTH_CONFIG: ${configPath} does not exist`);
  }

  const envSettings: Record<string, unknown> = {};
  const envKeys = new Map<string, string>();
  for (const key of Object.keys(settingsSchema.shape) as SettingKey[]) {
    const name = settingEnvName(key);
    const raw = environment[name];
    if (raw === undefined) continue;
    envSettings[key] = readSettingFromEnv(key, raw);
    envKeys.set(key, name);
  }
  const source = (key: string) =>
    envKeys.get(key) ?? (key in fileSettings ? 'hearth.config.json' : 'default');

  const settings = settingsSchema.safeParse({ ...fileSettings, ...envSettings });
  if (!settings.success) {
    for (const issue of settings.error.issues) problems.push(describeIssue(issue, source));
  }

  if (env.success && settings.success) problems.push(...amsProblems(env.data, settings.data));
  if (env.success && env.data.DATABASE_READ_URL && !env.data.DATABASE_URL) {
    problems.push(
      'DATABASE_READ_URL: needs DATABASE_URL (a read replica copies a PostgreSQL server; the embedded database has none)',
    );
  }
  const basemap = settings.success ? withBasemap(settings.data, source) : undefined;
  if (basemap && 'problem' in basemap) problems.push(basemap.problem);
  if (problems.length > 0 || !env.success || !settings.success) throw new ConfigError(problems);
  return {
    env: env.data,
    settings: basemap && 'settings' in basemap ? basemap.settings : settings.data,
  };
}

/**
 * A `basemapFile` is read relative to the repository root and must exist; browsers then draw it
 * from `BASEMAP_ARCHIVE_PATH` unless `basemapUrl` names another server.
 */
function withBasemap(
  settings: Settings,
  source: (key: string) => string,
): { settings: Settings } | { problem: string } {
  if (!settings.basemapFile) return { settings };
  const file = isAbsolute(settings.basemapFile)
    ? settings.basemapFile
    : resolve(REPO_ROOT, settings.basemapFile);
  if (!existsSync(file)) {
    return { problem: `basemapFile (${source('basemapFile')}): ${file} does not exist` };
  }
  return {
    settings: {
      ...settings,
      basemapFile: file,
      basemapUrl: settings.basemapUrl || BASEMAP_ARCHIVE_PATH,
    },
  };
}

/** The AMS vendors Hearth can read: '' or 'embedded' (our own tables), 'growthzone', 'disabled'. */
export const AMS_VENDORS = ['', 'embedded', 'growthzone', 'disabled'] as const;

function amsProblems(env: Env, settings: Config['settings']): string[] {
  const vendor = settings.amsVendor.trim().toLowerCase();
  if (!(AMS_VENDORS as readonly string[]).includes(vendor)) {
    return [
      `amsVendor: must be one of embedded, growthzone, disabled (was "${settings.amsVendor}")`,
    ];
  }
  if (vendor !== 'growthzone') return [];
  return [
    ...(env.AMS_API_URL ? [] : ['AMS_API_URL: required when amsVendor is growthzone']),
    ...(env.AMS_API_KEY ? [] : ['AMS_API_KEY: required when amsVendor is growthzone']),
  ];
}
