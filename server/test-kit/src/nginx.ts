/**
 * A real nginx (Debian's package) in front of the instances, with its own configuration on free
 * loopback ports in a temporary folder: no system nginx, no port 80.
 *
 * The proxy's part in restarts and failures:
 * - `proxy_next_upstream error timeout http_502 http_503`: a request that could not reach an
 *   instance, or that a draining one refused (503, lifecycle/drain.ts), goes to the other.
 *   Without `non_idempotent`: a POST or PATCH already sent is never resent, since the instance
 *   that died holding it may have booked or paid; the user sees the error instead of a double.
 * - `max_fails=1 fail_timeout=2s`: one failure takes an instance out for 2 s, so a draining or
 *   dead instance stops getting requests at once (nginx has no active health checks); `zone`
 *   shares that between workers. After the 2 s, one request tries the instance again, and until
 *   it is answered no other goes there.
 * - The live stream has an upstream of its own, never marked failed: a stream that took the
 *   trial would keep the instance out for as long as it stays open, and with the other instance
 *   draining, a reconnecting browser would get a 502, which ends its EventSource for good. A dead
 *   or draining instance still costs a stream nothing: refused, it is sent to the other. No
 *   buffering, and a read timeout far above the heartbeat (15 s).
 * - X-Request-Id: the caller's, else nginx's own; the same on a resent request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const nginxInstalled = existsSync(NGINX_BIN);

export function nginxConf(options: { dir: string; port: number; upstreams: number[] }): string {
  const { dir, port, upstreams } = options;
  const proxied = (upstream: string) => `
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $spur_request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;`;
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  # Kept with the configuration (KEEP_NGINX=1 keeps the folder): which instance answered what.
  log_format spur '$msec $request_method $uri $status $upstream_addr $upstream_status';
  access_log ${dir}/access.log spur;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_x_request_id $spur_request_id {
    default $http_x_request_id;
    "" $request_id;
  }
  upstream spur {
    zone spur 64k;
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  upstream spur_live {
    zone spur_live 64k;
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {${proxied('spur')}
    }
    location = /api/deals/events {${proxied('spur_live')}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    # Scraped on each instance's own address, never through the public proxy.
    location = /metrics { return 404; }
  }
}
`;
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

export async function startNginx(port: number, upstreams: number[]): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spur-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach their temporary folders.
  await chmod(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConf({ dir, port, upstreams }));
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await fetch(`${url}/healthz`).then(() => true, () => false))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nginx did not start (${conf})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      if (!process.env.KEEP_NGINX) await rm(dir, { recursive: true, force: true });
    },
  };
}
