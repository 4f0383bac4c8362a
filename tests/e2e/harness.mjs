// Shared set-up of the end-to-end tests: one Chromium and one static server per test file, pages
// that record every problem (console errors, page errors, requests to other hosts), and the
// moves a player makes on the board. Each test file ends with `noProblemsTest()`.
//
// The app under test is dist/ (or $E2E_DIST), served under SUB_PATH as a static host would.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist, SUB_PATH } from './server.mjs';

export { SUB_PATH, REPO_ROOT };

export const ARTIFACTS = join(REPO_ROOT, 'target/e2e-artifacts');
export const SAVE_KEY = 'bg-web.save';
export const BACKUP_KEY = 'bg-web.save.corrupt';

export let browser;
let server;
export let origin;
/** Problems seen in any test: console errors, page errors, requests to other hosts. */
export const problems = [];

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  ({ server, origin } = await serveDist(resolve(REPO_ROOT, process.env.E2E_DIST ?? 'dist')));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** A fresh context (empty localStorage) whose page reports its problems. */
export async function openApp({ seed = 7, viewport = { width: 1280, height: 860 } } = {}) {
  // Requests a service worker answers would not pass the route below: no service worker here
  // (the offline test has its own).
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
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
  await page.goto(`${origin}${SUB_PATH}?seed=${seed}`);
  await page.locator('.board').waitFor();
  return { context, page };
}

/** Starts a match from the New game form. */
export async function newGame(page, { opponent, length = '5' }) {
  if (!(await page.locator('form.new-game').isVisible())) {
    await page.getByRole('button', { name: 'New game' }).click();
  }
  await page.selectOption('select[name="opponent"]', opponent);
  await page.selectOption('select[name="length"]', length);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
}

export const control = (page, name) => page.locator(`button[data-control="${name}"]`);
export const movable = (page) => page.locator('.board [data-point][data-movable="true"]');
export const destinations = (page) => page.locator('.board [data-point][data-destination="true"]');

/** The board as the test sees it: the count on every point, bar and tray, and the dice. */
export async function boardState(page) {
  return page.evaluate(() => ({
    spots: [...document.querySelectorAll('.board [data-point]')].map(
      (el) => `${el.dataset.point}/${el.dataset.player ?? ''}:${el.dataset.count}`,
    ),
    dice: [...document.querySelectorAll('.board [data-die]')].map(
      (el) => `${el.dataset.die}${el.dataset.used ? '-used' : ''}`,
    ),
    status: document.querySelector('[data-testid="status"]').textContent,
  }));
}

/** Plays the roll on the board by clicks (a checker, then its first destination), then Done. */
export async function playTurnByClicks(page) {
  for (let step = 0; step < 4 && (await control(page, 'Done').isDisabled()); step += 1) {
    await movable(page).first().click();
    await destinations(page).first().click();
  }
  await control(page, 'Done').click();
}

/** Moves one checker by dragging it (mouse down on it, move, release over a destination). */
export async function dragStep(page) {
  const before = await boardState(page);
  const source = await movable(page).first().boundingBox();
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  const target = await destinations(page).first().boundingBox();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
  assert.equal(await page.locator('.board .ghost').count(), 1, 'a ghost checker follows the pointer');
  await page.mouse.up();
  assert.equal(await page.locator('.board .ghost').count(), 0);
  assert.notDeepEqual((await boardState(page)).spots, before.spots, 'the drag moved a checker');
}

/** Rolls (the opening roll too, until it is no tie) and waits for the dice. */
export async function roll(page) {
  await control(page, 'Roll').click();
  await page.locator('.board [data-die]').first().waitFor();
}

/** The last test of every file: nothing went wrong in any test of the file. */
export function noProblemsTest() {
  test('no console errors and no requests to other hosts in any test', () => {
    assert.deepEqual(problems, []);
  });
}
