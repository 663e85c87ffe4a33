/**
 * Storybook test-runner hooks: every story is rendered in chromium (see
 * test-runner-jest.config.js), its play function runs, and then:
 *
 * 1. axe checks the story (the #storybook-root and anything it portalled into <body>, such as
 *    dialogs and toasts); a `serious` or `critical` violation fails the story.
 *    Opt out per story with `parameters: { a11y: { test: 'off' } }` (or `a11y.disable: true`);
 *    `parameters.a11y.config.rules` / `parameters.a11y.options` apply here as in the a11y panel.
 * 2. a screenshot of what the story painted is compared with its baseline
 *    `.storybook/__snapshots__/<story-id>.png` (see checkVisual); a difference fails the story and
 *    writes a diff image to `.storybook/__snapshots__/__diff_output__/`. Refresh baselines with
 *    `npm run test:visual:update`. Opt out per story (only for inherently time-based
 *    stories) with `parameters: { visual: { disable: true } }`.
 *
 * Storybook's built-in test-runner a11y check (which fails on every impact level when
 * `a11y.test` is 'error') is switched off in the test-runner's page, so this one policy applies;
 * the a11y panel in Storybook still lists every violation.
 *
 * Viewport: 1280x800 unless the story picks a Storybook viewport
 * (`globals: { viewport: { value: 'mobile1' } }`, from MINIMAL_VIEWPORTS or
 * `parameters.viewport.options`) or sets `parameters.testRunner.viewport: { width, height }`.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import type { ImpactValue, Result as AxeResult, RunOptions, Spec as AxeSpec } from 'axe-core';
import type { Page } from 'playwright';
// The library's own comparison (its matcher calls it), for advisory runs outside Jest's snapshot state.
import { runDiffImageToSnapshot } from 'jest-image-snapshot/src/diff-snapshot.js';

type StoryContext = Awaited<ReturnType<typeof getStoryContext>>;
type Rect = { x: number; y: number; width: number; height: number };

const SNAPSHOTS_DIR = path.join(process.cwd(), '.storybook', '__snapshots__');
const DIFF_DIR = path.join(SNAPSHOTS_DIR, '__diff_output__');
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const FAILING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

/** Storybook's MINIMAL_VIEWPORTS (storybook/viewport), copied: that module is browser-only ESM. */
const MINIMAL_VIEWPORTS: Record<string, { styles: { width: string; height: string } }> = {
  mobile1: { styles: { width: '320px', height: '568px' } },
  mobile2: { styles: { width: '414px', height: '896px' } },
  tablet: { styles: { width: '834px', height: '1112px' } },
  desktop: { styles: { width: '1280px', height: '1024px' } },
};

/** How far a pixel's colour may move before pixelmatch counts it as different (see below). */
const PIXEL_THRESHOLD = 0.01;

/**
 * The comparison. Rendering is deterministic here (same chromium, bundled Inter font, no GPU,
 * animations disabled), so the tolerance is tiny: at most 0.01 % of the pixels may differ, and a
 * pixel counts as different when its colour moves by more than pixelmatch's threshold 0.01
 * (jest-image-snapshot's default; 0.05 let a #c2410c -> #b8400d button background through).
 */
const imageSnapshotOptions: MatchImageSnapshotOptions = {
  customSnapshotsDir: SNAPSHOTS_DIR,
  customDiffDir: DIFF_DIR,
  failureThreshold: 0.0001,
  failureThresholdType: 'percent',
  customDiffConfig: { threshold: PIXEL_THRESHOLD },
  // Baseline, diff and received stacked: stories are wide and short.
  diffDirection: 'vertical',
  // A screenshot that passes never gets here (see checkVisual): what does is compared again in a
  // child node process (the library's default), which writes the diff image; writing the diff
  // image of a full-viewport story in the test-runner's Jest workers took 10-30 s.
  runInProcess: false,
  storeReceivedOnFailure: true,
  customReceivedDir: DIFF_DIR,
};

function sizeFromStory(storyContext: StoryContext): { width: number; height: number } {
  const parameters = storyContext.parameters ?? {};
  const explicit = parameters.testRunner?.viewport;
  if (explicit?.width && explicit?.height) return { width: explicit.width, height: explicit.height };

  const globals = (storyContext as { globals?: Record<string, unknown>; storyGlobals?: Record<string, unknown> });
  const viewport = (globals.storyGlobals?.viewport ?? globals.globals?.viewport) as
    | { value?: string; isRotated?: boolean }
    | string
    | undefined;
  const name = typeof viewport === 'string' ? viewport : viewport?.value;
  const option = name ? (parameters.viewport?.options?.[name] ?? MINIMAL_VIEWPORTS[name]) : undefined;
  const width = Number.parseInt(option?.styles?.width ?? '', 10);
  const height = Number.parseInt(option?.styles?.height ?? '', 10);
  if (!Number.isFinite(width) || !Number.isFinite(height)) return DEFAULT_VIEWPORT;
  const rotated = typeof viewport === 'object' && viewport?.isRotated;
  return rotated ? { width: height, height: width } : { width, height };
}

function a11yDisabled(storyContext: StoryContext): boolean {
  const a11y = storyContext.parameters?.a11y;
  return a11y?.disable === true || a11y?.test === 'off';
}

function visualDisabled(storyContext: StoryContext): boolean {
  return storyContext.parameters?.visual?.disable === true;
}

/** One readable block per violation: rule, impact, help link, and each offending element. */
function formatViolations(storyId: string, violations: AxeResult[]): string {
  const blocks = violations.map((violation) => {
    const nodes = violation.nodes
      .map((node) => `    - ${node.target.join(' ')}\n      ${node.html}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
      .join('\n');
    return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
  });
  return (
    `Accessibility: ${violations.length} serious/critical axe violation(s) in story "${storyId}"\n` +
    `${blocks.join('\n\n')}\n` +
    `(Only serious and critical impacts fail; see the story's Accessibility panel in Storybook.)`
  );
}

async function checkAccessibility(page: Page, storyId: string, storyContext: StoryContext): Promise<void> {
  const a11y = storyContext.parameters?.a11y ?? {};
  // Same rules as the a11y panel: Storybook disables `region` (a lone component has no landmarks).
  await page.evaluate(() => (window as unknown as { axe: { reset(): void } }).axe.reset());
  await configureAxe(page, {
    rules: [{ id: 'region', enabled: false }, ...((a11y.config as AxeSpec | undefined)?.rules ?? [])],
  });
  // The story and whatever it portalled into <body>; Storybook's own hidden chrome is excluded.
  const context = {
    include: [['body']],
    exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
  };
  await checkA11y(
    page,
    context as never,
    {
      includedImpacts: FAILING_IMPACTS,
      // Only violations are read: axe skips the node lists of passes and incomplete results.
      axeOptions: { resultTypes: ['violations'], ...(a11y.options as RunOptions | undefined) },
    },
    false,
    {
      // A reporter that throws makes the failure message the report itself.
      report: async (violations: AxeResult[]) => {
        if (violations.length > 0) throw new Error(formatViolations(storyId, violations));
      },
    },
  );
}

/**
 * Wait until fonts, images and layout have settled. Lazy pictures load now: below the fold they
 * would otherwise wait for the full-page screenshot's resize, and be caught loaded or blank.
 */
async function waitForStableRender(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
    await document.fonts.ready;
    const pending = Array.from(document.images).map((img) =>
      img.complete
        ? img.decode().catch(() => undefined)
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
    );
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The area the story painted, in page coordinates: #storybook-root plus anything that overflows
 * it or was portalled into <body> (dialogs, toasts, popovers), clamped to the page.
 */
async function paintedArea(page: Page): Promise<Rect> {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root');
    if (!root) throw new Error('#storybook-root not found');
    const ignored = new Set(['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE', 'svg']);
    const portals = Array.from(document.body.children).filter(
      (el) =>
        el !== root &&
        !ignored.has(el.tagName) &&
        !el.classList.contains('sb-wrapper') &&
        el.id !== 'storybook-docs' &&
        el.id !== 'storybook-highlights-root',
    );
    const elements = [root, ...root.querySelectorAll('*'), ...portals.flatMap((p) => [p, ...p.querySelectorAll('*')])];
    const pageWidth = document.documentElement.scrollWidth;
    const pageHeight = document.documentElement.scrollHeight;
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const el of elements) {
      const style = getComputedStyle(el);
      if (el !== root && (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0')) continue;
      const r = el.getBoundingClientRect();
      if (el !== root && (r.width <= 1 || r.height <= 1)) continue; // visually-hidden helpers
      left = Math.min(left, r.left + window.scrollX);
      top = Math.min(top, r.top + window.scrollY);
      right = Math.max(right, r.right + window.scrollX);
      bottom = Math.max(bottom, r.bottom + window.scrollY);
    }
    left = Math.max(0, Math.floor(left));
    top = Math.max(0, Math.floor(top));
    right = Math.min(pageWidth, Math.ceil(right));
    bottom = Math.min(pageHeight, Math.ceil(bottom));
    return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  });
}

/** While a story's picture is still changing, shots are taken this far apart, at most this many (3 s). */
const RESHOOT_INTERVAL_MS = 250;
const RESHOOT_ATTEMPTS = 12;

/**
 * The story's screenshot, taken as Playwright's own screenshot assertion takes one: shots are
 * taken until one matches the baseline (`matches`), the attempts run out, or `sameShotsToSettle`
 * shots in a row look like the one before (pixels, as `closeEnough`). A toast still sliding in, a
 * dialog's last re-render or a sandboxed frame (the mail templates, painted by a process of their
 * own on its own schedule) is waited out this way; a real difference still fails, a second later.
 * The painted area is measured again for each shot, as it may still be growing.
 */
async function settledScreenshot(
  page: Page,
  matches: ((image: Buffer) => boolean) | null,
  sameShotsToSettle: number,
): Promise<{ image: Buffer; matched: boolean }> {
  const shoot = async () =>
    page.screenshot({ clip: await paintedArea(page), fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  let image = await shoot();
  if (matches?.(image)) return { image, matched: true };
  let sameShots = 0;
  for (let attempt = 1; attempt < RESHOOT_ATTEMPTS; attempt++) {
    await page.waitForTimeout(RESHOOT_INTERVAL_MS);
    const next = await shoot();
    if (matches?.(next)) return { image: next, matched: true };
    // Chromium does not encode the same pixels to the same bytes every time: compare the pixels.
    sameShots = next.equals(image) || closeEnough(next, image) ? sameShots + 1 : 0;
    image = next;
    if (sameShots >= sameShotsToSettle) break;
  }
  return { image, matched: false };
}

// jest-image-snapshot's own PNG decoder and pixelmatch, for the same count of differing pixels.
const snapshotLibrary = createRequire(
  createRequire(path.join(process.cwd(), 'package.json')).resolve('jest-image-snapshot'),
);
const { PNG } = snapshotLibrary('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};
const pixelmatch = snapshotLibrary('pixelmatch') as (
  a: Uint8Array,
  b: Uint8Array,
  out: null,
  width: number,
  height: number,
  options: { threshold?: number },
) => number;

/**
 * jest-image-snapshot's verdict on `image`, reached here: same size, and no more differing pixels
 * (pixelmatch, imageSnapshotOptions' threshold) than its failureThreshold allows. Text
 * anti-aliasing differs slightly from run to run, so about half the screenshots that pass are
 * not the baseline's exact bytes.
 */
function closeEnough(image: Buffer, expected: Buffer): boolean {
  const received = PNG.sync.read(image);
  const baseline = PNG.sync.read(expected);
  if (received.width !== baseline.width || received.height !== baseline.height) return false;
  const differing = pixelmatch(received.data, baseline.data, null, received.width, received.height, {
    threshold: PIXEL_THRESHOLD,
  });
  return differing / (received.width * received.height) <= imageSnapshotOptions.failureThreshold!;
}

/** The bytes of the story's baseline, or null when it has none. */
function readBaseline(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function checkVisual(page: Page, storyId: string): Promise<void> {
  const baseline = path.join(SNAPSHOTS_DIR, `${storyId}.png`);
  const snapshotState = (expect.getState() as { snapshotState?: { _updateSnapshot?: string; matched: number } })
    .snapshotState;
  const expected = readBaseline(baseline);
  if (snapshotState?._updateSnapshot === 'none' && !expected) {
    throw new Error(
      `Visual: story "${storyId}" has no baseline ${path.relative(process.cwd(), baseline)}.\n` +
        'Record it with `npm run test:visual:update` and commit the PNG ' +
        '(or, for an inherently time-based story, set parameters: { visual: { disable: true } }).',
    );
  }
  await waitForStableRender(page);
  // A pass is decided here, counted as jest-image-snapshot counts one, without its child process
  // (a node start and two PNG decodes per story): first the baseline's very bytes (chromium
  // encodes the same pixels the same way, and a baseline is its screenshot as it came), then the
  // library's own comparison. Only a screenshot that fails goes to the library, for its message
  // and diff image.
  const matches = expected ? (image: Buffer) => expected.equals(image) || closeEnough(image, expected) : null;
  // A picture that stays the same is settled: once in a row when recording, and three times in a
  // row when it differs from its baseline, so that a real difference fails in a second or two
  // instead of after every reshoot (12 full-page shots of a tall page outlast Jest's 30 s, and the
  // timed-out story's shots then catch the next stories).
  const recording = !expected || snapshotState?._updateSnapshot === 'all';
  const { image, matched } = await settledScreenshot(page, matches, recording ? 1 : 3);
  if (matched) {
    if (snapshotState) snapshotState.matched += 1;
    return;
  }
  const advisoryFile = process.env.SPUR_VISUAL_ADVISORY_FILE;
  if (!advisoryFile) {
    expect(image).toMatchImageSnapshot({ ...imageSnapshotOptions, customSnapshotIdentifier: storyId });
    return;
  }
  // The baselines come from another browser build: the same comparison, outside Jest's snapshot
  // state (a caught matcher failure would still fail the run), recorded instead of thrown.
  const result = runDiffImageToSnapshot({
    ...imageSnapshotOptions,
    receivedImageBuffer: image,
    snapshotIdentifier: storyId,
    snapshotsDir: SNAPSHOTS_DIR,
    diffDir: DIFF_DIR,
    updateSnapshot: false,
  });
  if (!result.pass) appendFileSync(advisoryFile, `${storyId}\n`);
}

/** Storybook's built-in test-runner a11y check fails on any impact; ours runs instead. */
async function disableBuiltInA11yCheck(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = window as unknown as {
      __spurA11yManual?: boolean;
      __STORYBOOK_PREVIEW__?: { onUpdateGlobals(args: { globals: Record<string, unknown> }): Promise<void> };
    };
    if (w.__spurA11yManual || !w.__STORYBOOK_PREVIEW__) return;
    await w.__STORYBOOK_PREVIEW__.onUpdateGlobals({ globals: { a11y: { manual: true } } });
    w.__spurA11yManual = true;
  });
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    await page.setViewportSize(sizeFromStory(storyContext));
    await disableBuiltInA11yCheck(page);
    const hasAxe = await page.evaluate(() => 'axe' in window);
    if (!hasAxe) await injectAxe(page);
  },

  async postVisit(page, context) {
    // The story itself failed (render error, play function): that error is the report.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const storyContext = await getStoryContext(page, context);

    // Run both checks and report both, so one run shows every problem of the story.
    const failures: unknown[] = [];
    if (!a11yDisabled(storyContext)) {
      await checkAccessibility(page, context.id, storyContext).catch((error: unknown) => failures.push(error));
    }
    if (visualDisabled(storyContext)) {
      // Tell `npm run test:visual:update` this story has (and keeps) no baseline.
      const optedOutFile = process.env.SPUR_VISUAL_OPTED_OUT_FILE;
      if (optedOutFile) appendFileSync(optedOutFile, `${context.id}\n`);
    } else {
      try {
        await checkVisual(page, context.id);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) {
      throw new Error(failures.map((f) => (f instanceof Error ? f.message : String(f))).join('\n\n'));
    }
  },
};

export default config;
