/**
 * API tokens of our RESO Web API (/reso/odata), until the association's console issues them:
 *   npm run reso-token -- issue --name "Acme IDX" [--rate 600]   prints the token once
 *   npm run reso-token -- list
 *   npm run reso-token -- revoke --id 3
 * Uses the database of DATABASE_URL, or the embedded one in DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { migrateToLatest, openDatabase } from '../../db/database';
import { AppError } from '../../errors';
import {
  clients,
  issueToken,
  revokeToken,
  DEFAULT_REQUESTS_PER_MINUTE,
} from './reso-tokens.service';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { name: { type: 'string' }, rate: { type: 'string' }, id: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const command = positionals[0];
  if (!command || !['issue', 'list', 'revoke'].includes(command))
    fail('Usage: reso-token issue --name NAME [--rate N] | list | revoke --id ID');
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
    if (command === 'issue') {
      if (!values.name) fail('issue needs --name (who the token is for)');
      const rate = values.rate === undefined ? DEFAULT_REQUESTS_PER_MINUTE : Number(values.rate);
      const { client, token } = await issueToken(database.db, {
        name: values.name,
        requestsPerMinute: rate,
      });
      process.stdout.write(
        `Client ${client.id} "${client.name}", ${client.requestsPerMinute} requests a minute.\nToken (shown once, keep it secret):\n${token}\n`,
      );
    } else if (command === 'list') {
      for (const client of await clients(database.db)) {
        process.stdout.write(
          `${client.id.padStart(4)}  ${client.name}  ${client.tokenHint}  ${client.requestsPerMinute}/min  last used ${client.lastUsedAt ?? 'never'}${client.revokedAt ? `  REVOKED ${client.revokedAt}` : ''}\n`,
        );
      }
    } else {
      if (!values.id) fail('revoke needs --id');
      const revoked = await revokeToken(database.db, values.id);
      process.stdout.write(
        revoked ? `Client ${values.id}'s token is revoked.\n` : `No active client ${values.id}.\n`,
      );
    }
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

void main();
