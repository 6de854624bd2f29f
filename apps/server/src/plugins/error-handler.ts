import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError } from '@hearth/contracts';
import { AppError } from '../errors';

/** The one place errors become JSON `{ status, code, message, field? }`; 500s hide their details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    let body: ApiError;
    if (error instanceof AppError) {
      body = {
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field =
        path || (first?.params as { issue?: { keys?: string[] } } | undefined)?.issue?.keys?.[0];
      const where = error.validationContext ?? 'request';
      body = {
        status: 400,
        code: 'invalid_request',
        message: `Invalid ${where}${field ? ` field '${field}'` : ''}: ${first?.message ?? 'bad input'}`,
        ...(field ? { field } : {}),
      };
    } else if (
      !isResponseSerializationError(error) &&
      'statusCode' in error &&
      error.statusCode &&
      error.statusCode < 500
    ) {
      body = {
        status: error.statusCode,
        code: (error.code ?? 'bad_request').replace(/^FST_ERR_/, '').toLowerCase(),
        message: error.message,
      };
    } else {
      request.log.error({ err: error }, 'request failed');
      body = {
        status: 500,
        code: 'internal_error',
        message: 'Server Error. Please try again later.',
      };
    }
    void reply.status(body.status).send(body);
  });
}
