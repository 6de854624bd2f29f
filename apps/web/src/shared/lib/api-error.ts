import type { ApiError as ApiErrorBody } from '@hearth/contracts';

/** Codes the client itself raises when no error body from the server is available. */
export const clientErrorCodes = {
  network: 'network_error',
  server: 'server_error',
  unparseable: 'unparseable_response',
} as const;

/** A failed API call: the server's `{ status, code, message, field? }` body, typed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }

  /** The error of a response whose body may or may not be the server's error shape. */
  static fromResponse(status: number, body: unknown): ApiError {
    if (isApiErrorBody(body)) {
      const { code, message, field } = body;
      return new ApiError(body.status || status, code, message, field);
    }
    return new ApiError(status, clientErrorCodes.server, 'Server Error. Please try again later.');
  }
}

/** Whether `body` is the server's error shape `{ status, code, message, field? }`. */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { status, code, message, field } = body as Record<string, unknown>;
  return (
    Number.isInteger(status) &&
    typeof code === 'string' &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string')
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
