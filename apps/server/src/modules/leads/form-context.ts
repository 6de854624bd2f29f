import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../config';
import type { PersonLanguage } from '../../db/schema';
import { authOf } from '../auth/request-auth';

/** What a form's use case needs to know about the request, without HTTP. */
export interface FormContext {
  ip: string;
  language: PersonLanguage;
  /** The address links in e-mail start with. */
  baseUrl: string;
  /** The signed-in consumer, if any. */
  userId: string | null;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

/** The visitor's language: the form's own choice, else the browser's first language. */
export function visitorLanguage(request: FastifyRequest, chosen?: PersonLanguage): PersonLanguage {
  if (chosen) return chosen;
  const header = request.headers['accept-language'] ?? '';
  return header.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
}

export async function formContext(
  request: FastifyRequest,
  chosenLanguage?: PersonLanguage,
): Promise<FormContext> {
  const { user } = await authOf(request);
  return {
    ip: request.ip,
    language: visitorLanguage(request, chosenLanguage),
    baseUrl: publicOrigin(request.server.config.env),
    userId: user?.personId ?? null,
    logger: request.log,
  };
}
