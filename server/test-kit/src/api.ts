/** Calls Spur's API as the app does (JSON bodies, optional bearer), against any backend's origin. */

export interface ApiResult<T = unknown> {
  status: number;
  /** Parsed JSON; the text itself when the answer is not JSON; undefined when empty. */
  body: T;
  headers: Headers;
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim, with a JSON content type unless `headers` say otherwise. */
  rawBody?: string;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on bodies freely
export type ApiCaller = <T = any>(method: string, path: string, options?: CallOptions) => Promise<ApiResult<T>>;

/** A caller for the API at `origin` (a path such as `/api/deals` is appended to it). */
export function createApiCaller(origin: string | (() => string)): ApiCaller {
  const base = typeof origin === 'function' ? origin : () => origin;
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined && !Object.keys(headers).some((key) => key.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(`${base()}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the text itself.
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };
}
