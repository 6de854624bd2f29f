/**
 * Who may use our RESO Web API: a client holding a token that is issued and not revoked. What
 * it may see is the same for every client: listings that may be shown, under the IDX display
 * rules (reso-resources.ts), and the public fields of members and offices.
 */
import type { ResoClient } from './reso-tokens.service';

export function canReadResoApi(client: ResoClient | null): client is ResoClient {
  return client !== null;
}
