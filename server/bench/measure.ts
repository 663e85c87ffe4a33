/** Load runs and figures shared by the bench's sections. */
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Failed requests and answers other than 2xx. */
  errors: number;
}

/** autocannon against `url` (loopback, in this process). */
export async function load(url: string, { connections, duration, headers }: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration, ...(headers ? { headers } : {}) });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
