/** Reads a request body as bytes, unparsed (webhook signatures are computed over the raw body). */
import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@spur/contract';
import { AppError } from '@spur/domain';

export async function readRawBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) throw new AppError(413, MESSAGES.bodyTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limitBytes) {
      req.resume();
      throw new AppError(413, MESSAGES.bodyTooLarge);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
