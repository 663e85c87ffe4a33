import { createServer } from 'node:net';

/** A loopback port free right now (the system's pick), for a process that cannot listen on port 0 and say which it got (nginx). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
