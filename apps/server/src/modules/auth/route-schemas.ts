import { apiErrorSchema } from '@hearth/contracts';

/** Response schemas for the error statuses a route can answer with. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
