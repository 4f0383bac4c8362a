// End-to-end tests on a touch phone (harness.mjs's PHONE context at 360x740: two device pixels
// per CSS pixel, touch and the mobile viewport on), played by taps only: playwright's `tap()`
// sends touch events, and refuses to run in a context without touch. Moving checkers, Undo,
// bearing off by a double tap, and the New game, Settings and Rules screens. A checker dragged
// by a finger is screens.test.mjs's. The native <select> pickers are set with selectOption: a
// tap opens the system's picker, which a headless browser does not draw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ARTIFACTS, SAVE_KEY, SETTINGS_KEY, openApp, control, movable, destinations, boardState,
  noProblemsTest, startFrom,
} from './harness.mjs';

const VIEWPORT = { width: 360, height: 740 };

// Both sides bearing off, three checkers on each of the points 2 to 6; Black to move 6-4.
const BEAR_OFF_64 = '7u4OAADu7g4AAA:MAETAAAAAAAE';

/** The app on the phone, with the given settings stored (animations off unless they say). */
async function openPhone({ seed, settings = {} }) {
  const { context, page } = await openApp({ seed, viewport: VIEWPORT, phone: true });
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key, text),
    [SETTINGS_KEY, JSON.stringify({ version: 1, settings: { animation: 'off', ...settings } })],
  );
  await page.reload();
  await page.locator('.board').waitFor();
  return { context, page };
}

const status = (page) => page.getByTestId('status').textContent();
const spots = async (page) => (await boardState(page)).spots;
const count = async (page, selector) =>
  Number(await page.locator(`.board ${selector}`).getAttribute('data-count'));

/** Two taps at the middle of `locator`, back to back (a double tap is two presses within
 * 400 ms: the raw touchscreen taps skip the checks `tap()` makes before each tap, which a
 * loaded machine can stretch past that). */
async function doubleTap(page, locator) {
  const box = await locator.boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

/** Starts a pass-and-play money game from the New game form, by taps (the selects aside),
 * confirming, when a match is in progress, that it ends. */
async function newGameByTaps(page) {
  const form = page.locator('form.new-game');
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'New game' }).tap();
  await form.waitFor();
  await page.selectOption('select[name="opponent"]', 'human');
  await page.selectOption('select[name="length"]', '0');
  await form.getByRole('button', { name: 'Start' }).tap();
  const confirm = page.getByRole('button', { name: 'End it and start' });
  await page.waitForFunction(() =>
    !document.querySelector('form.new-game') ||
    [...document.querySelectorAll('dialog[open] button')].some((b) => b.textContent.trim() === 'End it and start'));
  if (await confirm.isVisible()) await confirm.tap();
  await form.waitFor({ state: 'detached' });
}

test('taps: a new game, the opening roll, each checker and its destination, Done', async () => {
  const { context, page } = await openPhone({ seed: 21 });
  // What kind of pointer the page sees: taps must arrive as touch, not as a mouse.
  await page.evaluate(() => {
    window.pointerTypes = new Set();
    document.addEventListener('pointerdown', (event) => window.pointerTypes.add(event.pointerType), true);
  });
  await newGameByTaps(page);
  while (await control(page, 'Roll').isVisible()) {
    await control(page, 'Roll').tap();
    await page.locator('.board [data-die]').first().waitFor();
  }
  const text = await status(page);
  const [, mover] = text.match(/(Black|White) (to move|rolled)/) ?? assert.fail(text);
  for (let step = 0; step < 4 && (await control(page, 'Done').isDisabled()); step += 1) {
    const before = await spots(page);
    await movable(page).first().tap();
    assert.ok((await destinations(page).count()) > 0, 'a tapped checker shows where it can go');
    await destinations(page).first().tap();
    assert.notDeepEqual(await spots(page), before, 'tapping a destination moved the checker');
  }
  await page.screenshot({ path: `${ARTIFACTS}/touch-moved-360x740.png` });
  await control(page, 'Done').tap();
  const other = mover === 'Black' ? 'White' : 'Black';
  assert.equal(await status(page), `${other} to roll.`);
  await control(page, 'Roll').tap();
  assert.match(await status(page), new RegExp(`^${other} (to move|rolled)`));
  assert.deepEqual(await page.evaluate(() => [...window.pointerTypes]), ['touch']);
  await context.close();
});

test('taps: a tapped checker is taken back by Undo, and a second tap on it deselects it', async () => {
  const { context, page } = await openPhone({ seed: 21 });
  await newGameByTaps(page);
  while (await control(page, 'Roll').isVisible()) await control(page, 'Roll').tap();
  const start = await spots(page);
  const source = movable(page).first();
  const point = await source.getAttribute('data-point');
  await source.tap();
  assert.ok((await destinations(page).count()) > 0);
  // Past the double-tap window, so that the second tap is a tap of its own.
  await page.waitForTimeout(500);
  await page.locator(`.board [data-point="${point}"]`).first().tap();
  assert.equal(await destinations(page).count(), 0, 'a second tap deselects the checker');
  await movable(page).first().tap();
  await destinations(page).first().tap();
  assert.notDeepEqual(await spots(page), start);
  await control(page, 'Undo').tap();
  assert.deepEqual(await spots(page), start, 'Undo takes the checker back');
  await context.close();
});

test('a double tap bears a checker off, when the setting is on', async () => {
  const { context, page } = await openPhone({ seed: 8 });
  await startFrom(page, BEAR_OFF_64);
  assert.match(await status(page), /Black to move 6-4/);
  await doubleTap(page, page.locator('.board [data-point="6"]'));
  assert.equal(await count(page, '[data-point="off"][data-player="black"]'), 1);
  assert.equal(await count(page, '[data-point="6"]'), 2);
  await doubleTap(page, page.locator('.board [data-point="4"]'));
  assert.equal(await count(page, '[data-point="off"][data-player="black"]'), 2);
  await control(page, 'Done').tap();
  assert.equal(await status(page), 'White to roll.');

  // With the setting off, a double tap only selects and deselects.
  const { context: other, page: off } = await openPhone({ seed: 8, settings: { double_click_bear_off: false } });
  await startFrom(off, BEAR_OFF_64);
  await doubleTap(off, off.locator('.board [data-point="6"]'));
  assert.equal(await count(off, '[data-point="off"][data-player="black"]'), 0);
  await Promise.all([context.close(), other.close()]);
});

test('taps: the New game, Settings and Rules screens open, change and close', async () => {
  const { context, page } = await openPhone({ seed: 4 });
  await newGameByTaps(page);
  const playing = await status(page);

  // New game, then Cancel: the game goes on as it was.
  await page.getByRole('button', { name: 'New game' }).tap();
  const form = page.locator('form.new-game');
  await form.waitFor();
  await form.getByRole('button', { name: 'Cancel' }).tap();
  await form.waitFor({ state: 'detached' });
  assert.equal(await status(page), playing);

  // Settings: a tap on a box's label ticks it; Close keeps it.
  await control(page, 'Settings').tap();
  const settings = page.getByRole('form', { name: 'Settings' });
  await settings.waitFor();
  const autoConfirm = settings.locator('input[name="auto_confirm"]');
  assert.equal(await autoConfirm.isChecked(), false);
  await settings.locator('label', { has: page.locator('input[name="auto_confirm"]') }).tap();
  assert.equal(await autoConfirm.isChecked(), true);
  await page.screenshot({ path: `${ARTIFACTS}/touch-settings-360x740.png` });
  await settings.getByRole('button', { name: 'Close' }).tap();
  await settings.waitFor({ state: 'detached' });
  const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY));
  assert.equal(stored.settings.auto_confirm, true);

  // Rules and help: opens and closes.
  await page.getByRole('button', { name: 'Rules' }).tap();
  const help = page.getByRole('dialog', { name: 'Rules and help' });
  await help.waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/touch-rules-360x740.png` });
  await help.getByRole('button', { name: 'Close' }).first().tap();
  await help.waitFor({ state: 'detached' });
  assert.equal(await status(page), playing);
  await context.close();
});

noProblemsTest();
