import type { ApiErrorBody } from '@tarang/shared/api';

/**
 * product §11: the spec's 'hosted backend' calls (subscribe, licence, flag, unlock) go to
 * HOSTED_API_BASE, the same origin unless the build sets VITE_HOSTED_API_BASE.
 */
export const HOSTED_API_BASE: string = import.meta.env.VITE_HOSTED_API_BASE ?? '';

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data: T | undefined;
  error: ApiErrorBody | undefined;
  headers: Headers;
}

/**
 * The web side's one HTTP client: sends JSON (or a Blob as it is) and reads the answer, JSON unless `accept` asks for
 * another type (then a successful body comes as a Blob). Throws only when the network fails.
 */
export async function requestJson<T>(
  path: string,
  options: { method?: string; body?: unknown; token?: string | null; signal?: AbortSignal | undefined; accept?: string } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  // A Blob (an uploaded image) goes as it is, under its own type; anything else as JSON.
  const raw = options.body instanceof Blob ? options.body : undefined;
  if (options.body !== undefined) headers['content-type'] = raw ? raw.type : 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
  let parsed: unknown;
  try {
    parsed = await (options.accept && response.ok ? response.blob() : response.json());
  } catch {
    parsed = undefined;
  }
  const { ok, status } = response;
  return { ok, status, data: ok ? (parsed as T) : undefined, error: ok ? undefined : (parsed as ApiErrorBody | undefined), headers: response.headers };
}

/**
 * The one rule for the text of a refused call: the server's sentence, or the screen's fallback
 * (product §8). Screens of the spec read `message` or `error`; the server puts the same sentence in
 * both (docs/decisions/006-api-errors.md), so one rule serves them all.
 */
export function errorText(result: ApiResult<unknown>, fallback: string): string {
  return result.error?.message || result.error?.error || fallback;
}
