/** The two projects of the suite and how the runner was asked to pick among them. */
export const PROJECTS = ['demo', 'fullstack'] as const;
export type Backend = (typeof PROJECTS)[number];

/**
 * The tag of the tests the demo project runs too (playwright.config.ts says which and why); every
 * other test runs on the full stack only.
 */
export const DEMO_TAG = '@demo';

/** Environment variables global setup fills with each backend's URL (workers inherit them). */
export const URL_ENV: Record<Backend, string> = {
  demo: 'E2E_DEMO_URL',
  fullstack: 'E2E_FULLSTACK_URL',
};

/** The full stack's mail catcher page (global setup fills it; its `/api/mails` lists what was sent). */
export const MAIL_CATCHER_ENV = 'E2E_MAIL_CATCHER_URL';

/**
 * `POST` to it runs the full stack's maintenance sweep now: due mails, transfers to businesses
 * (fullstack/launch.ts; its timer does not sweep during a run).
 */
export const SWEEP_ENV = 'E2E_SWEEP_URL';

/**
 * The projects this run will execute, from `--project` on the command line (global setup sees
 * every project of the config, selected or not, and starts only the backends that are needed).
 */
export function selectedProjects(argv: readonly string[] = process.argv): Set<Backend> {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project') {
      for (let j = i + 1; j < argv.length && !(argv[j] ?? '-').startsWith('-'); j += 1) names.push(argv[j] ?? '');
    }
  }
  if (names.length === 0) return new Set(PROJECTS);
  // Playwright matches project names case-insensitively, with * wildcards.
  const patterns = names.map((name) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i'));
  return new Set(PROJECTS.filter((project) => patterns.some((pattern) => pattern.test(project))));
}
