import { describe, expect, it, vi } from 'vitest';
import { DEAL_IDS } from '@spur/demo-data';
import { DEFAULT_STORAGE_KEY, createBackend, type StorageLike } from '@spur/mocks/handlers';
import { createMockServer } from '@spur/mocks/node';
import { runEndpoint } from '../src/handlers/api';

/** localStorage stand-in that records writes. */
function memoryStorage(): StorageLike & { data: Map<string, string>; writes: number } {
  const data = new Map<string, string>();
  const storage = {
    data,
    writes: 0,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.writes += 1;
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
  return storage;
}

const request = (method: string, path: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('persistence (demo data survives a reload)', () => {
  it('snapshots to storage after a write, not after a read, and a new backend restores it', async () => {
    const storage = memoryStorage();
    const first = createBackend({ storage });
    await first.ready();
    expect(storage.writes).toBe(0);

    await runEndpoint(first, 'listDeals', request('GET', '/api/deals'), {});
    expect(storage.writes).toBe(0);

    const contact = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' };
    expect((await runEndpoint(first, 'contact', request('POST', '/api/contact', contact), {})).status).toBe(200);
    expect(storage.writes).toBe(1);
    expect(JSON.parse(storage.data.get(DEFAULT_STORAGE_KEY)!)).toMatchObject({ version: 11 });

    // "Reload": a fresh backend over the same storage sees the message and the seed.
    const second = createBackend({ storage });
    const db = await second.ready();
    expect(db.contactMessage.getAll()).toHaveLength(1);
    expect(db.deal.getAll()).toHaveLength(26);
    expect(db.cognitoUser.getAll()).toHaveLength(3);
  });

  it('resetDemoData puts the seed back (and saves it)', async () => {
    const storage = memoryStorage();
    const backend = createBackend({ storage });
    await backend.ready();
    backend.db.deal.update({ where: { id: { equals: DEAL_IDS.whaleSafari } }, data: { title: 'Changed' } });
    backend.commit();
    await expect(createBackend({ storage }).ready().then((db) => db.deal.findFirst({ where: { id: { equals: DEAL_IDS.whaleSafari } } })?.title)).resolves.toBe('Changed');
    await backend.reset();
    expect(backend.db.deal.findFirst({ where: { id: { equals: DEAL_IDS.whaleSafari } } })?.title).toBe('Dana Point Whale Watching Safari');
    const restored = await createBackend({ storage }).ready();
    expect(restored.deal.findFirst({ where: { id: { equals: DEAL_IDS.whaleSafari } } })?.title).toBe('Dana Point Whale Watching Safari');
  });

  it('falls back to the seed when the stored data is unreadable', async () => {
    const storage = memoryStorage();
    storage.setItem(DEFAULT_STORAGE_KEY, '{"version": 1, "tables": {"deal": "nope"}}');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await createBackend({ storage }).ready();
    expect(db.deal.getAll()).toHaveLength(26);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('snapshot and restore through the Node mock server', async () => {
    const mock = createMockServer();
    await mock.backend.ready();
    const snapshot = mock.snapshot();
    mock.backend.db.deal.delete({ where: { id: { equals: DEAL_IDS.tidePools } } });
    expect(mock.backend.db.deal.getAll()).toHaveLength(25);
    mock.restore(snapshot);
    expect(mock.backend.db.deal.getAll()).toHaveLength(26);
    // Snapshots are plain JSON.
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });
});
