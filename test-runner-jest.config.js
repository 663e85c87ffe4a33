// Jest configuration of the Storybook test-runner, ejected with `test-storybook --eject` and
// edited: run the stories in Debian's chromium with a fixed viewport, locale and time zone, so
// that the visual baselines in .storybook/__snapshots__ are the same on every run.
// The per-story hooks (axe, visual snapshot, viewport) live in .storybook/test-runner.ts.
import { existsSync } from 'node:fs';
import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner
const testRunnerConfig = getJestConfig();

/**
 * The browser binary: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else (neither set nor
 * installed) Playwright's own downloaded chromium.
 */
function chromiumExecutablePath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
    }
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // Playwright's own browser (`npx playwright install chromium`)
}

const executablePath = chromiumExecutablePath();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A story gets 30 s (the default is 15 s): a shared 2-core CI machine runs play functions
  // (toasts wait out their 5 s duration), axe and a screenshot per story.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      launchOptions: {
        headless: true,
        ...(executablePath ? { executablePath } : {}),
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          '--disable-sync',
          // Same text rendering everywhere: no LCD subpixel text, no system font hinting surprises.
          '--font-render-hinting=none',
          '--disable-lcd-text',
        ],
      },
      contextOptions: {
        // Default viewport; a story can choose another (see .storybook/test-runner.ts).
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      },
    },
  },
};
