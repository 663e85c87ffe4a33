/**
 * Once per run: the migrated template every test file's database is copied from (a Postgres
 * database, or with `TEST_DB=pglite` dumped PGlite data directories), removed at the end.
 */
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, writePgliteTemplates } from './helpers/templates';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pglite') {
    const templates = await writePgliteTemplates();
    project.provide('pgliteTemplates', templates.files);
    return () => templates.remove();
  }
  let template: Awaited<ReturnType<typeof createTemplateDatabase>>;
  try {
    template = await createTemplateDatabase();
  } catch (error) {
    // The files that need no database still run; those that do fail with this reason.
    project.provide('templateDatabase', { error: `no template database: ${error instanceof Error ? error.message : String(error)}` });
    return;
  }
  project.provide('templateDatabase', { name: template.name });
  return () => template.drop();
}
