/**
 * GET without fetch's transparent decompression (and without the `Cache-Control: no-cache` fetch
 * adds to conditional requests): the bytes as they crossed the wire, to check Content-Encoding
 * negotiation and revalidation. `acceptEncoding: null` sends no Accept-Encoding header at all.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still encoded). */
  wire: Buffer;
  /** The body decoded according to its Content-Encoding. */
  text(): string;
}

export interface RawOptions {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
}

export function rawGet(url: string, acceptEncoding: string | null, { method = 'GET', ...options }: RawOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers, ...(acceptEncoding === null ? {} : { 'Accept-Encoding': acceptEncoding }) };
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          wire,
          text: () =>
            (encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire).toString('utf8'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
