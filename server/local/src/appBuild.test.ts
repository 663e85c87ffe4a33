import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { appBuildInputs } from './appBuild';

describe('appBuildInputs', () => {
  it('takes the app\'s own inputs from its package.json and adds the sources of the packages it runs on', () => {
    const inputs = appBuildInputs().map((input) => path.relative(REPO_ROOT, input));
    expect(inputs).toEqual(expect.arrayContaining(['app/src', 'app/public', 'app/index.html', 'app/vite.config.ts', 'app/package.json']));
    expect(inputs).toEqual(expect.arrayContaining(['ui-kit/src', 'server/contract/src']));
    // Never the server: the app does not run on it.
    expect(inputs.some((input) => input.startsWith('server/src'))).toBe(false);
    expect(new Set(inputs).size).toBe(inputs.length);
  });
});
