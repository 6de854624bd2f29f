import { randomUUID } from 'node:crypto';

export type ReadinessState = 'starting' | 'ready' | 'stopping';

/** Whether the process serves requests: 'starting' while it prepares data, 'stopping' on shutdown. */
export class Readiness {
  state: ReadinessState = 'starting';
  detail = '';
  /** Lets the process's own warm-up requests through while it is still starting. */
  readonly internalToken = randomUUID();
}
