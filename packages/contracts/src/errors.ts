import { z } from 'zod';

/** The one error shape every API answers with: `{ status, code, message, field? }`. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
