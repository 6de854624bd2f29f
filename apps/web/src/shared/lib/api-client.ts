import { CLIENT_ERROR_TEXT } from '@hearth/contracts/client-error-codes';
import { ApiError, clientErrorCodes } from './api-error';
import { takeEarlyRequest } from './early-requests';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData and URLSearchParams are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request completes even if the person leaves the page meanwhile (small bodies only). */
  keepalive?: boolean;
}

/** `path` plus the query pairs; empty values are left out, arrays repeat the key. */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || typeof body === 'string') {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  return JSON.parse(text) as unknown;
}

/**
 * The one way the app calls an API. Resolves with the parsed body; rejects with an `ApiError`
 * for an error status, a network failure or an unreadable body (an abort rejects as is).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
  };
  const body = encodeBody(options.body, headers);
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;

  let response: Response;
  try {
    const url = buildUrl(path, options.query);
    // A GET the page started before the app's code arrived is answered from there.
    const early = init.method === 'GET' ? takeEarlyRequest(url) : undefined;
    response = await (early ?? fetch(url, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, clientErrorCodes.network, CLIENT_ERROR_TEXT.network_error.en);
  }

  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch {
    if (!response.ok) throw ApiError.fromResponse(response.status, undefined);
    throw new ApiError(
      response.status,
      clientErrorCodes.unparseable,
      'Server Error. Please try again later.',
    );
  }
  if (!response.ok) throw ApiError.fromResponse(response.status, parsed);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
