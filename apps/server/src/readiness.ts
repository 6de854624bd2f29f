export type ReadinessState = 'starting' | 'ready' | 'stopping';

/** Whether the process serves requests: 'starting' while it prepares data, 'stopping' on shutdown. */
export class Readiness {
  state: ReadinessState = 'starting';
  detail = '';
}
