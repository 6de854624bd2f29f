/**
 * The operator's hand on the outbox:
 *   npm run outbox -- release-held   sends the mail held when SMTP_URL was first set
 * (messages whose link has expired stay unsent). Uses the database of DATABASE_URL, or the
 * embedded one in DATA_DIR (stop the server first: the embedded database has one user).
 */
import { cliConfig, fail, withCliDatabase } from '../../cli';
import { releaseHeldMail } from './outbox.repository';

async function main(): Promise<void> {
  if (process.argv[2] !== 'release-held') fail('Usage: outbox release-held');
  const released = await withCliDatabase(cliConfig(), ({ db }) => releaseHeldMail(db));
  process.stdout.write(
    `${released} held e-mail(s) are released: a server with SMTP_URL sends them.\n`,
  );
}

void main();
