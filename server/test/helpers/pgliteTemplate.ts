/**
 * The PGlite template for `TEST_DB=pglite`: a freshly initialised data directory, dumped once per
 * run by globalSetup (initdb costs seconds; loading the dump a fraction of that), then loaded by
 * every test file. The file's path reaches the test workers through vitest's provide/inject.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export async function writePgliteTemplate(): Promise<{ file: string; remove(): Promise<void> }> {
  const dir = path.join(tmpdir(), 'spur-test-pglite');
  const file = path.join(dir, `template-${process.pid}.tar`);
  const pglite = await PGlite.create();
  try {
    const dump = await pglite.dumpDataDir('none');
    await mkdir(dir, { recursive: true });
    await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.partial`, file);
  } finally {
    await pglite.close();
  }
  return { file, remove: () => rm(file, { force: true }) };
}
