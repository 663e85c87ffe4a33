/**
 * The generic request function behind every typed API call. Everything comes from the contract's
 * `endpoints` table: method, path, access level (whether a bearer is needed) and the response
 * schema every answer is parsed with. Every call asks for the page's language
 * (`Accept-Language`): the API answers its messages in it.
 */
import type { z } from 'zod';
import { ErrorBodySchema, buildPath, endpoints, type EndpointName } from '@spur/contract';
import { DEFAULT_LOCALE, localize, type Locale } from '@spur/i18n';
import { whenApiReady } from '../backend';
import { config } from '../config';
import { COPY } from '../copy';
import { pageLocale } from '../i18n/pageLocale';
import { authService } from '../auth/authService';
import { assertIdToken } from '../auth/token';
import { ApiError } from './errors';
import { emitUnauthorized } from './events';

export { onUnauthorized } from './events';

type Endpoints = typeof endpoints;

/** What a call to endpoint `N` resolves to. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** The JSON body endpoint `N` accepts. */
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType } ? z.input<B> : never;

export interface CallOptions {
  /** Values for the path's `:params`. */
  params?: Record<string, string>;
  /** Query parameters; undefined, null and '' are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Supplies the bearer. `required: true` must return a token or throw (SPEC: "No JWT token
 * available"); `required: false` returns null for guests.
 */
export type TokenProvider = (options: { required: boolean }) => Promise<string | null>;

const defaultTokenProvider: TokenProvider = async ({ required }) => {
  const token = await authService.getIdToken();
  if (!token && !required) return null;
  return assertIdToken(token);
};

/**
 * The language of the calls: the page's in the browser (`pageCopy`'s), the render's on the server
 * (entry-server.tsx sets it: one process renders pages in several languages at once).
 */
export type LocaleProvider = () => Locale;

const defaultLocaleProvider: LocaleProvider = () => (typeof window === 'undefined' ? DEFAULT_LOCALE : pageLocale(window.location.pathname));

let tokenProvider: TokenProvider = defaultTokenProvider;
/** Replaces the backend's fetch (`whenApiReady`) when set. */
let fetchImpl: typeof fetch | null = null;
let baseUrl: string = config.apiUrl;
let localeProvider: LocaleProvider = defaultLocaleProvider;

/** Replaces the pieces the client depends on (tests, Storybook, server rendering). Returns a function restoring them. */
export function configureApiClient(overrides: { tokenProvider?: TokenProvider; fetch?: typeof fetch; baseUrl?: string; locale?: LocaleProvider }) {
  const previous = { tokenProvider, fetchImpl, baseUrl, localeProvider };
  if (overrides.tokenProvider) tokenProvider = overrides.tokenProvider;
  if (overrides.fetch) fetchImpl = overrides.fetch;
  if (overrides.baseUrl !== undefined) baseUrl = overrides.baseUrl.replace(/\/+$/, '');
  if (overrides.locale) localeProvider = overrides.locale;
  return () => {
    ({ tokenProvider, fetchImpl, baseUrl, localeProvider } = previous);
  };
}

/** The client's own messages (a network failure, an answer out of contract) in the calls' language. */
export const clientCopy = () => localize(COPY, localeProvider());

function buildUrl(path: string, query: CallOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Calls endpoint `name` and returns its parsed answer, or throws `ApiError`. */
export async function callEndpoint<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<ResponseOf<N>> {
  const endpoint = endpoints[name];
  const backendFetch = await whenApiReady();

  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': localeProvider() };
  let token: string | null = null;
  if (endpoint.access !== 'public') {
    token = await tokenProvider({ required: endpoint.access !== 'optional' });
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (fetchImpl ?? backendFetch)(buildUrl(buildPath(endpoint.path, options.params), options.query), {
      method: endpoint.method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(clientCopy().api.network, { kind: 'network' });
  }

  const body = await readJson(response);
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(body);
    const statusText = response.statusText || String(response.status);
    if (response.status === 401 && token) emitUnauthorized();
    throw new ApiError(parsed.success ? parsed.data.message : statusText, {
      status: response.status,
      statusText,
      kind: 'http',
      body,
    });
  }

  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${endpoint.method} ${endpoint.path}`, parsed.error.issues);
    throw new ApiError(clientCopy().api.invalidResponse, {
      status: response.status,
      statusText: response.statusText,
      kind: 'invalid-response',
      body,
    });
  }
  return parsed.data as ResponseOf<N>;
}
