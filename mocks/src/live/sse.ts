/** A reader of Server-Sent Events text (the stream's frames are the contract's `liveFrame`). */
import type { LiveEvent, LiveMessage } from '@spur/contract';

/**
 * Splits SSE text into messages as it arrives (comments, `retry:` and messages without data
 * are skipped); `push` returns the messages its chunk completed.
 */
export function sseReader(): { push(chunk: string): LiveMessage[] } {
  let buffer = '';
  return {
    push(chunk) {
      buffer += chunk.replace(/\r\n?/g, '\n');
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      const messages: LiveMessage[] = [];
      for (const block of blocks) {
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const name = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          fields.set(name, fields.has(name) && name === 'data' ? `${fields.get(name)}\n${value}` : value);
        }
        const data = fields.get('data');
        // A message without an id (a `reload` with nothing kept) reads as id 0.
        if (data !== undefined) messages.push({ id: Number(fields.get('id') ?? 0), event: JSON.parse(data) as LiveEvent });
      }
      return messages;
    },
  };
}
