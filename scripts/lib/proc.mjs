// Small process helpers shared by the repository scripts: run a command with inherited output,
// stop it (and everything it started) when the script is interrupted, and time it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Path of an installed command-line tool (node_modules/.bin/<name>) of the repository. */
export function bin(name) {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

const running = new Set();

/** Stop every child still running (its whole process group), then exit with `code`. */
function stopAllAndExit(code) {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping.`);
    stopAllAndExit(130);
  });
}

/**
 * Run `command args` from the repository root with inherited stdio; resolves with the exit code
 * (never rejects on a non-zero exit). The child leads its own process group so that an
 * interruption stops its children too. With `onOutput`, stdout and stderr are still printed as
 * they come (unless `echo` is false), and each chunk is also handed to `onOutput`.
 */
export function run(command, args = [], { env = {}, cwd = repoRoot, onOutput, echo = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: onOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      detached: true,
    });
    if (onOutput) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        from.on('data', (chunk) => {
          if (echo) to.write(chunk);
          onOutput(chunk.toString());
        });
      }
    }
    running.add(child);
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** Seconds since `start` (from performance.now()), one decimal. */
export function secondsSince(start) {
  return ((performance.now() - start) / 1000).toFixed(1);
}
