import { randomUUID } from 'node:crypto';

export type ReadinessState = 'starting' | 'ready' | 'stopping';

/** Whether the process serves requests: 'starting' while it prepares data, 'stopping' on shutdown. */
export class Readiness {
  state: ReadinessState = 'starting';
  detail = '';
  /** Lets the process's own warm-up requests through while it is still starting. */
  readonly internalToken = randomUUID();
  private readonly conditions: { waitingFor: string; met: () => boolean }[] = [];
  /** The MLS feed's freshness for `/readyz`, when a feed is configured. */
  feed?: () => Promise<{
    stale: boolean;
    incomplete: boolean;
    resources: {
      resource: string;
      lastSuccessAt: string | null;
      lagSeconds: number | null;
      stale: boolean;
      missing: number | null;
    }[];
  }>;

  /**
   * Holds `/readyz` back until `met()` holds, once started: the process already answers, but a
   * load balancer should not send it visitors yet. `waitingFor` says what it waits for.
   */
  requires(waitingFor: string, met: () => boolean): void {
    this.conditions.push({ waitingFor, met });
  }

  /** What a started process still waits for before it is ready, if anything. */
  get waitingFor(): string | undefined {
    return this.conditions.find((condition) => !condition.met())?.waitingFor;
  }
}
