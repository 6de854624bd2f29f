/**
 * Runs the alert sweep in the server process every ALERT_SWEEP_SECONDS: matching changed
 * listings, instant alerts, and the daily digest once its hour has come. Every process may run
 * the scheduler: the sweep's advisory lock lets one of them work at a time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { publicOrigin, type Config } from '../../config';
import type { Database } from '../../db/schema';
import { AlertSweepService } from './alert-sweep.service';

export interface AlertScheduler {
  stop(): Promise<void>;
}

export function startAlertScheduler(
  db: Kysely<Database>,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): AlertScheduler {
  const service = new AlertSweepService(db, config.settings, publicOrigin(config.env), {
    digestHour: config.env.ALERT_DIGEST_HOUR,
  });
  let running: Promise<void> | null = null;
  const turn = () => {
    if (running) return;
    running = service
      .run(new Date())
      .then((summary) => {
        if (summary && (summary.items > 0 || summary.messages > 0)) {
          log.info(summary, 'alerts: sweep');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'alerts: sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  turn();
  const timer = setInterval(turn, config.env.ALERT_SWEEP_SECONDS * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
