/** Once per run: with `TEST_DB=pglite`, the PGlite template every test file starts from. */
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './helpers/pgliteTemplate';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'pglite') return;
  const template = await writePgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return () => template.remove();
}
