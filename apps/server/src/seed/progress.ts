import cliProgress from 'cli-progress';

export interface SeedProgress {
  /** Listings written so far. */
  done: number;
  total: number;
}

export type ProgressListener = (progress: SeedProgress) => void;

export interface ProgressReporter {
  update: ProgressListener;
  stop(): void;
}

/** A bar on a terminal; a line every tenth of the way otherwise. */
export function consoleProgress(stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format: 'Seeding listings [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left',
        hideCursor: true,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update({ done, total }) {
        if (!started) {
          bar.start(total, done);
          started = true;
        } else bar.update(done);
      },
      stop: () => bar.stop(),
    };
  }
  let nextTenth = 1;
  return {
    update({ done, total }) {
      if (total === 0 || done < (total * nextTenth) / 10) return;
      stream.write(
        `Seeded ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} listings\n`,
      );
      while (nextTenth <= 10 && done >= (total * nextTenth) / 10) nextTenth++;
    },
    stop: () => undefined,
  };
}
