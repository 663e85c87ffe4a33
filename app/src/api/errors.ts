/** What the API client throws. `message` is the server's message when it sent one. */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly statusText: string;
  readonly kind: ApiErrorKind;
  /** The parsed error body, when there was one. */
  readonly body: unknown;

  constructor(
    message: string,
    { status = 0, statusText = '', kind = 'http', body }: { status?: number; statusText?: string; kind?: ApiErrorKind; body?: unknown } = {},
  ) {
    super(message);
    this.status = status;
    this.statusText = statusText;
    this.kind = kind;
    this.body = body;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** The answer, or null when the API says there is no such thing (404): "not found" is a state to show. */
export async function nullWhenNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
