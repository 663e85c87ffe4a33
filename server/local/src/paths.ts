/** Well-known places in the repository, resolved from this file so the cwd does not matter. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
/** Local state of the full stack (embedded Postgres, cognito-local); git-ignored. */
export const DATA_DIR = path.join(REPO_ROOT, '.data');
