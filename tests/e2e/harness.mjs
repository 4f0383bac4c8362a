// Shared set-up of the end-to-end tests: one Chromium and one static server per test file, pages
// that record every problem (console errors, page errors, requests to other hosts), and the
// moves a player makes on the board. Each test file ends with `noProblemsTest()`.
//
// The app under test is dist/ (or $E2E_DIST), served under SUB_PATH as a static host would.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist, HOST_PAGE, SUB_PATH } from './server.mjs';
import { SAVE_KEY, SETTINGS_KEY } from './keys.mjs';
import { injectPlaywrightFirst, mainThreadTasks } from './measure.mjs';

export { SUB_PATH, REPO_ROOT };
export * from './play.mjs';
export * from './keys.mjs';
export * from './fit.mjs';

export const ARTIFACTS = join(REPO_ROOT, 'target/e2e-artifacts');

export let browser;
let server;
export let origin;
/** Problems seen in any test: console errors, page errors, requests to other hosts. */
export const problems = [];

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  const dist = resolve(REPO_ROOT, process.env.E2E_DIST ?? 'dist');
  // trunk serve's build carries a live-reload script that calls the development server every
  // few seconds: the tests are of a release build (`make dist`), never of that one.
  assert.doesNotMatch(
    readFileSync(join(dist, 'index.html'), 'utf8'),
    /__TRUNK_|\.well-known\/trunk\/ws/,
    `${dist}/index.html holds trunk serve's live-reload script: not a release build (make dist)`,
  );
  ({ server, origin } = await serveDist(dist));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** What a phone's browser context has besides its viewport: a touch screen, the viewport meta
 * tag applied, two device pixels per CSS pixel. */
export const PHONE = { isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A fresh context (empty localStorage) whose page reports its problems; `phone: true` makes
 * it a phone's ({@link PHONE}); `locale` is the browser's language (navigator.languages),
 * `query` more of the page's query (`&lang=pl`). */
export async function openApp({
  seed = 7, viewport = { width: 1280, height: 860 }, phone = false, locale = 'en-US', query = '',
} = {}) {
  // Requests a service worker answers would not pass the route below: no service worker here
  // (the offline test has its own).
  const context = await browser.newContext({
    viewport, serviceWorkers: 'block', locale, ...(phone ? PHONE : {}),
  });
  // Every request of the page and its workers passes here: anything not to our server is
  // recorded and aborted before it leaves.
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'blob:' || url.protocol === 'data:' || url.origin === origin) {
      return route.continue();
    }
    problems.push(`request to another host: ${url.href}`);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${origin}${SUB_PATH}?seed=${seed}${query}`);
  await page.locator('.board').waitFor();
  return { context, page };
}

/** The app inside an iframe of another page (HOST_PAGE); `frame` is the app's frame, which the
 * board helpers accept in place of a page. */
export async function openEmbedded({ seed = 7 } = {}) {
  const { context, page } = await openApp({ seed });
  await page.goto(`${origin}${HOST_PAGE}?seed=${seed}`);
  const frame = page.frame({ url: (url) => url.pathname.startsWith(SUB_PATH) });
  assert.ok(frame, 'the app is framed');
  await frame.locator('.board').waitFor();
  return { context, page, frame };
}

/** The last test of every file: nothing went wrong in any test of the file. */
export function noProblemsTest() {
  test('no console errors and no requests to other hosts in any test', () => {
    assert.deepEqual(problems, []);
  });
}

/** Stores settings (missing fields take their defaults) and reloads so that the app reads them. */
export async function useSettings(page, settings) {
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key, text),
    [SETTINGS_KEY, JSON.stringify({ version: 1, settings })],
  );
  await page.reload();
  await page.locator('.board').waitFor();
}

/** Opens the app with animations off (whole games are many moves). */
export async function openQuickApp(options) {
  const { context, page } = await openApp(options);
  await useSettings(page, { animation: 'off' });
  return { context, page };
}

/** A pass-and-play money game set up from a position (a GNU Backgammon ID), via the save;
 * `names` are the players', Black's then White's. */
export async function startFrom(page, gnubgId, { names = ['Black', 'White'] } = {}) {
  const save = JSON.stringify({
    version: 2,
    setup: {
      names, opponent: 'Human', length: 0, cube: true, jacoby: true,
      beavers: true,
    },
    actions: [],
    start: gnubgId,
  });
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, save]);
  await page.reload();
  await page.locator('.board').waitFor();
  assert.equal(await page.getByRole('alert').count(), 0, 'the set-up save loads');
}

/** Traces the page's main thread from now on, for {@link mainThreadTasksSince} (one trace at a
 * time in the browser). Checks on the CPU time of a task hold on a shared machine, where a
 * task's wall time (the Long Tasks API's measure) counts the time the page waited for a core. */
export async function watchMainThread(page) {
  await injectPlaywrightFirst(page);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
}

/** The main-thread tasks since {@link watchMainThread}, each with its CPU time (`measure.mjs`). */
export async function mainThreadTasksSince() {
  return mainThreadTasks(await browser.stopTracing());
}

/** The CPU time in whole ms of each main-thread task of 50 ms of CPU or more since
 * {@link watchMainThread}, the tasks' count and the longest printed under `label` (so that the
 * test's output shows the figure even when none is long). */
export async function longTasksSince(label) {
  const tasks = await mainThreadTasksSince();
  assert.ok(tasks.length > 0, `${label}: the trace holds the main thread's tasks`);
  const longest = Math.max(0, ...tasks.map((task) => task.cpu));
  console.log(
    `${label}: ${tasks.length} main-thread tasks, the longest ${longest.toFixed(1)} ms of CPU`);
  return tasks.map((task) => Math.round(task.cpu)).filter((cpu) => cpu >= 50);
}

/** Waits until the practice's verdict matches `pattern`, and returns its text. */
export async function verdictMatching(page, pattern) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(
      document.querySelector('[data-testid="practice-verdict"]')?.textContent ?? ''),
    pattern.source,
  );
  return page.getByTestId('practice-verdict').textContent();
}
