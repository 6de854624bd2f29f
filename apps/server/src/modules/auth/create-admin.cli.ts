/**
 * Creates an association admin account, the portal's first sign-in when it starts without the
 * demo region (SEED_DEMO=false):
 *   npm run create-admin -- --email staff@association.org --first-name Ada --last-name Lovelace
 * The activation link is e-mailed (sent by the server's outbox once SMTP is set) and printed
 * here, for an operator who has no mail server yet. Uses the database of DATABASE_URL, or the
 * embedded one in DATA_DIR (stop the server first: the embedded database has one user).
 */
import { parseArgs } from 'node:util';
import { emailSchema } from '@hearth/contracts';
import { ConfigError, loadConfig, publicOrigin } from '../../config';
import { migrateToLatest, openDatabase } from '../../db/database';
import { AppError } from '../../errors';
import { createAssociationAdmin } from './accounts.service';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  const usage =
    'Usage: create-admin --email EMAIL --first-name FIRST --last-name LAST (names of 2 to 64 characters)';
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) fail(`--email is not a valid e-mail address.\n${usage}`);
  const firstName = values['first-name']?.trim() ?? '';
  const lastName = values['last-name']?.trim() ?? '';
  for (const [flag, name] of [
    ['--first-name', firstName],
    ['--last-name', lastName],
  ] as const) {
    if (name.length < 2 || name.length > 64) fail(`${flag} must be 2 to 64 characters.\n${usage}`);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = config.env;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrateToLatest(database.db);
    const baseUrl = publicOrigin(config.env);
    const { id, activationLink } = await createAssociationAdmin(
      { db: database.db, config, ip: '127.0.0.1', baseUrl },
      { email: email.data, firstName, lastName },
    );
    process.stdout.write(
      `Association admin ${id} <${email.data}> created. The activation link is e-mailed; it works once, for 7 days:\n${activationLink}\n`,
    );
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

void main();
