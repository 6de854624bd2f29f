/** An error with an HTTP status and a stable code that the web client maps to a message. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, field?: string) =>
  new AppError(400, code, message, field);
export const unauthorized = (message = 'Sign-in required.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You may not do that.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string, field?: string) =>
  new AppError(409, code, message, field);
export const serviceUnavailable = (message: string) => new AppError(503, 'unavailable', message);
