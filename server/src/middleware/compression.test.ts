/** API answers compressed on the fly above the threshold, as the client accepts; identity otherwise. */
import { beforeAll, describe, expect, it } from 'vitest';
import { insertDeal } from '../../test/helpers/factories';
import { rawGet } from '@spur/test-kit/raw-http';
import { useTestApi } from '../../test/helpers/testApp';
import { COMPRESS_THRESHOLD } from './compression';

const api = useTestApi();
const dealsUrl = () => `${api().url}/api/deals`;

beforeAll(async () => {
  for (let index = 0; index < 8; index += 1) await insertDeal(api().db, null, { description: `Deal number ${index}, on the beach` });
});

describe('on-the-fly compression of API answers', () => {
  it('the deal list, well above the threshold, goes out as brotli when accepted, smaller and intact', async () => {
    const identity = await rawGet(dealsUrl(), 'identity');
    expect(identity.wire.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const response = await rawGet(dealsUrl(), 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.wire.length).toBeLessThan(identity.wire.length / 2);
    expect(JSON.parse(response.text())).toEqual(JSON.parse(identity.text()));
  });

  it('gzip for a client that accepts only gzip', async () => {
    const response = await rawGet(dealsUrl(), 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(response.text())).toHaveLength(8);
  });

  it('honours q-values: gzip when brotli is refused', async () => {
    const response = await rawGet(dealsUrl(), 'br;q=0, gzip;q=0.5');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['no Accept-Encoding', null],
    ['identity only', 'identity'],
    ['an unsupported encoding', 'compress, x-custom'],
  ])('identity, never a broken body, for %s', async (_, acceptEncoding) => {
    const response = await rawGet(dealsUrl(), acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(response.wire.toString('utf8'))).toHaveLength(8);
  });

  it('small answers (an error body) are not compressed', async () => {
    const response = await rawGet(`${api().url}/api/nope`, 'br, gzip');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.wire.toString('utf8'))).toEqual({ message: 'Not found' });
  });

  it('HEAD answers no body and no encoding', async () => {
    const response = await rawGet(dealsUrl(), 'br', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.wire.length).toBe(0);
  });
});
