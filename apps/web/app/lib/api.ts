import type { ApiErrorBody } from '@tarang/shared/api';

/**
 * decisions.md "One server, one origin": the spec's 'hosted backend' calls (subscribe,
 * licence, flag, unlock) go to HOSTED_API_BASE, the same origin unless the build sets
 * VITE_HOSTED_API_BASE.
 */
export const HOSTED_API_BASE: string = import.meta.env.VITE_HOSTED_API_BASE ?? '';

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data: T | undefined;
  error: ApiErrorBody | undefined;
}

/** Sends JSON and parses the JSON answer. Throws only when the network fails. */
export async function requestJson<T>(
  path: string,
  options: { method?: string; body?: unknown; token?: string | null; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  return response.ok
    ? { ok: true, status: response.status, data: parsed as T, error: undefined }
    : { ok: false, status: response.status, data: undefined, error: parsed as ApiErrorBody | undefined };
}

/** The human sentence of a failed call, or the fallback the spec gives for that screen. */
export function errorText(result: ApiResult<unknown>, fallback: string): string {
  return result.error?.message || result.error?.error || fallback;
}

export const NETWORK_ERROR_TEXT = 'We could not reach the server. Check your connection and try again.';
