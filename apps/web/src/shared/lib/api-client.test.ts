import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiRequest, buildUrl } from './api-client';
import { ApiError } from './api-error';
import { forgetEarlyRequests } from './early-requests';

function respond(status: number, body: string, type = 'application/json') {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': type } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('adds query pairs, repeats arrays and leaves out empty values', () => {
    expect(buildUrl('/api/x', { a: 1, b: ['p', 'q'], c: undefined, d: null, e: '' })).toBe(
      '/api/x?a=1&b=p&b=q',
    );
    expect(buildUrl('/api/x?y=1', { z: true })).toBe('/api/x?y=1&z=true');
  });
});

describe('apiRequest', () => {
  it('resolves with the parsed JSON body', async () => {
    respond(200, '{"total":3}');
    await expect(api.get('/api/listing/1')).resolves.toEqual({ total: 3 });
  });

  it('sends a plain body as JSON', async () => {
    const fetchMock = respond(200, '{"message":"ok"}');
    await api.post('/api/form/keycheck', { name: 'Ana' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"name":"Ana"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('maps the error body to a typed ApiError', async () => {
    respond(
      422,
      '{"status":422,"code":"invalid_filter","message":"Bad filter","field":"ListPrice"}',
    );
    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'invalid_filter',
      message: 'Bad filter',
      field: 'ListPrice',
    });
  });

  it('reports a server error when the error body is not the error shape', async () => {
    respond(502, '<html>Bad Gateway</html>', 'text/html');
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 502, code: 'server_error' });
  });

  it('reports an unparseable success body', async () => {
    respond(200, '{not json');
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'unparseable_response' });
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('lets an abort through as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(apiRequest('/api/x')).rejects.toBe(abort);
  });

  it('resolves with undefined on 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api.delete('/api/x')).resolves.toBeUndefined();
  });
});

describe('requests the page started early', () => {
  afterEach(() => forgetEarlyRequests());

  it('answers a GET from the request the page started, once, and asks afresh after', async () => {
    const fetchMock = respond(200, '{"from":"fetch"}');
    window.__HEARTH_EARLY__ = {
      '/api/session': Promise.resolve(
        new Response('{"from":"page"}', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    };
    await expect(api.get('/api/session')).resolves.toEqual({ from: 'page' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/api/session')).resolves.toEqual({ from: 'fetch' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('maps an early error status as any other, and never answers a write or another address', async () => {
    const fetchMock = respond(200, '{"from":"fetch"}');
    window.__HEARTH_EARLY__ = {
      '/api/a': Promise.resolve(
        new Response('{"status":401,"code":"unauthorized","message":"Sign in"}', {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
      '/api/b': Promise.resolve(
        new Response('{"from":"page"}', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    };
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    await expect(api.post('/api/b', {})).resolves.toEqual({ from: 'fetch' });
    await expect(api.get('/api/b?x=1')).resolves.toEqual({ from: 'fetch' });
    forgetEarlyRequests();
    await expect(api.get('/api/b')).resolves.toEqual({ from: 'fetch' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
