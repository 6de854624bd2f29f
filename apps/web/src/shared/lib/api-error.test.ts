import { describe, expect, it } from 'vitest';
import { ApiError, clientErrorCodes } from './api-error';

describe('ApiError.fromResponse', () => {
  it('reads the server’s error shape', () => {
    const error = ApiError.fromResponse(400, {
      status: 422,
      code: 'invalid_filter',
      message: 'Bad filter',
      field: 'ListPrice',
    });
    expect(error).toMatchObject({ status: 422, code: 'invalid_filter', field: 'ListPrice' });
    expect(error.message).toBe('Bad filter');
  });

  it('keeps the response status when the body’s is 0', () => {
    expect(ApiError.fromResponse(503, { status: 0, code: 'x', message: 'y' }).status).toBe(503);
  });

  it.each([
    undefined,
    'text',
    { code: 'x', message: 'y' },
    { status: 1.5, code: 'x', message: 'y' },
  ])('reports a server error for any other body (%j)', (body) => {
    const error = ApiError.fromResponse(500, body);
    expect(error.code).toBe(clientErrorCodes.server);
    expect(error.status).toBe(500);
  });
});
