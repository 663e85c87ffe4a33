/**
 * Embedded Postgres for machines without a server: PGlite (Postgres compiled to WebAssembly)
 * behind pglite-socket, so knex and pg talk to it over the wire protocol like to any Postgres.
 * It runs one statement at a time for all its connections: give a server a pool of one. It takes
 * `CONNECTIONS`: that pool, the server's LISTEN connection for live events, and one spare (a
 * tool, or a reconnection while the old socket still counts). NOTIFY reaches every connection
 * (see sharedNotifications.ts). Always `close()` it, or the process keeps running.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { shareNotifications } from './sharedNotifications';

const CONNECTIONS = 3;

export interface EmbeddedPostgres {
  /** postgres:// URL of the loopback socket. */
  url: string;
  close(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Keeps the data on disk (created on first use); in memory when unset. */
  dataDir?: string;
  /** A dump made with `dumpDataDir()` to start from (in-memory databases only). */
  loadDataDir?: Blob;
  /** Loopback port; 0 (the default) picks a free one. */
  port?: number;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    // Extensions the migrations create.
    extensions: { pg_trgm, cube, earthdistance },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: options.port ?? 0, maxConnections: CONNECTIONS });
  try {
    await server.start();
    shareNotifications(pglite, server);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    close() {
      closing ??= (async () => {
        await server.stop();
        await pglite.close();
      })();
      return closing;
    },
  };
}
