// End-to-end tests of the board and the turn: a reload in the middle of a turn, the settings
// (animation speed, auto-confirm, forced moves, double-click bear-off), animations that never
// change the final board, point numbers from the viewer's side, keyboard play, a phone screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ARTIFACTS, SAVE_KEY, openApp, newGame, control, movable, destinations, boardState, playTurnByClicks,
  roll, noProblemsTest, SETTINGS_KEY, startFrom, useSettings,
} from './harness.mjs';

/** Rolls until the opening roll is no tie. */
async function openingRoll(page) {
  while (await control(page, 'Roll').isVisible()) await roll(page);
}

/** The counts of the board's points, bars and trays only (no dice, no status). */
const spots = async (page) => (await boardState(page)).spots;

test('a reload in the middle of a turn keeps the checker moved, the dice, and undo', async () => {
  const { context, page } = await openApp({ seed: 5 });
  await useSettings(page, { animation: 'off', auto_forced: false });
  await newGame(page, { opponent: 'human', length: '0' });
  await openingRoll(page);
  const before = await boardState(page);
  await movable(page).first().click();
  await destinations(page).first().click();
  const moved = await boardState(page);
  assert.notDeepEqual(moved.spots, before.spots);
  const used = moved.dice.filter((die) => die.endsWith('-used')).length;
  assert.ok(used >= 1, 'a die is played');
  const saved = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY));
  assert.equal(saved.version, 3, 'the save is of version 3, the one with the tutor marks');
  assert.equal(saved.steps.length, used, 'a step per die played is in the save');

  await page.reload();
  await page.locator('.board [data-die]').first().waitFor();
  assert.deepEqual(await boardState(page), moved, 'same checkers moved, same dice');
  assert.equal(await control(page, 'Undo').isEnabled(), true);
  for (let step = 0; step < used; step += 1) await control(page, 'Undo').click();
  assert.deepEqual(await spots(page), before.spots, 'undo takes the steps back after the reload');
  // The step taken back is gone from the save too.
  await page.reload();
  await page.locator('.board [data-die]').first().waitFor();
  assert.deepEqual(await boardState(page), before);
  await playTurnByClicks(page);
  assert.match(await page.getByTestId('status').textContent(), /to roll/);
  await context.close();
});

test('an old save (version 1, no steps) still loads', async () => {
  const { context, page } = await openApp({ seed: 5 });
  const old = JSON.stringify({
    version: 1,
    setup: {
      names: ['Black', 'White'], opponent: 'Human', length: 0, cube: true, jacoby: true,
      beavers: true,
    },
    actions: ['o:31'],
  });
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, old]);
  await page.reload();
  await page.locator('.board [data-die]').first().waitFor();
  assert.equal(await page.getByRole('alert').count(), 0, 'no problem reported');
  assert.match(await page.getByTestId('status').textContent(), /Black to move 3-1/);
  await context.close();
});

test('reduced motion: animations default to off, and nothing flies', async () => {
  const { context, page } = await openApp({ seed: 6 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await page.locator('.board').waitFor();
  await newGame(page, { opponent: 'human', length: '0' });
  await control(page, 'Settings').click();
  const dialog = page.getByRole('form', { name: 'Settings' });
  assert.equal(await dialog.locator('select[name="animation"]').inputValue(), 'off');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await openingRoll(page);
  assert.equal(await page.locator('.board [data-die][style]').count(), 0, 'the dice do not roll');
  await movable(page).first().click();
  await destinations(page).first().click();
  assert.equal(await page.locator('.board .flyers').count(), 0, 'no checker flies');
  await context.close();
});

// Black's last checker on its 6-point, White's fifteen at home; Black to roll. Every roll of
// a single checker is forced.
const LONE_CHECKER_TO_ROLL = '7u4OAAAgAAAAAA:MAEAAAAAAAAE';
// Both sides bearing off, three checkers on each of the points 2 to 6; Black to move 6-4.
const BEAR_OFF_64 = '7u4OAADu7g4AAA:MAETAAAAAAAE';

const count = async (page, selector) =>
  Number(await page.locator(`.board ${selector}`).getAttribute('data-count'));

test('settings: chosen on the Settings screen, kept across a reload, corrupt ones set aside', async () => {
  const { context, page } = await openApp({ seed: 4 });
  await newGame(page, { opponent: 'human' });
  await control(page, 'Settings').click();
  const dialog = page.getByRole('form', { name: 'Settings' });
  await dialog.waitFor();
  await dialog.locator('select[name="animation"]').selectOption('off');
  await dialog.locator('input[name="auto_confirm"]').check();
  await dialog.locator('input[name="auto_forced"]').uncheck();
  await dialog.getByRole('button', { name: 'Close' }).click();
  assert.equal(await dialog.count(), 0);
  const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY));
  assert.deepEqual(stored, {
    version: 1,
    settings: {
      animation: 'off', auto_confirm: true, auto_forced: false, double_click_bear_off: true,
      // The tutor and the table's options at their defaults (sounds on: this browser asks for no reduced
      // motion); tests/e2e/table.test.mjs changes them.
      tutor: 'off', theme: 'felt', home: 'right', sounds: true, volume: 60, show_pips: true,
      auto_roll: false,
    },
  });
  await page.reload();
  await page.locator('.board').waitFor();
  await control(page, 'Settings').click();
  assert.equal(await dialog.locator('select[name="animation"]').inputValue(), 'off');
  assert.equal(await dialog.locator('input[name="auto_confirm"]').isChecked(), true);
  assert.equal(await dialog.locator('input[name="auto_forced"]').isChecked(), false);
  await page.keyboard.press('Escape');
  assert.equal(await dialog.count(), 0, 'Escape closes the screen');

  // Settings from another version are kept aside and reported; the defaults apply.
  const future = '{"version":7,"settings":{}}';
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SETTINGS_KEY, future]);
  await page.reload();
  await page.getByRole('alert').waitFor();
  assert.match(await page.getByRole('alert').textContent(), /settings could not be read/);
  assert.equal(
    await page.evaluate((key) => localStorage.getItem(`${key}.corrupt`), SETTINGS_KEY),
    future,
  );
  await context.close();
});

test('auto-confirm: the play is confirmed when the last checker is moved', async () => {
  const { context, page } = await openApp({ seed: 6 });
  await useSettings(page, { animation: 'off', auto_confirm: true });
  await newGame(page, { opponent: 'human', length: '0' });
  await openingRoll(page);
  const mover = (await page.getByTestId('status').textContent()).match(/(Black|White) to move/)[1];
  for (let step = 0; step < 4 && (await movable(page).count()) > 0; step += 1) {
    await movable(page).first().click();
    await destinations(page).first().click();
  }
  const other = mover === 'Black' ? 'White' : 'Black';
  assert.match(await page.getByTestId('status').textContent(), new RegExp(`${other} to roll`));
  assert.match(await page.getByTestId('move-log').textContent(), new RegExp(`${mover}: \\d\\d: `));
  await context.close();
});

test('forced moves: played by themselves when set, left to the player when not', async () => {
  const { context, page } = await openApp({ seed: 8 });
  await useSettings(page, { animation: 'off', auto_forced: true });
  await startFrom(page, LONE_CHECKER_TO_ROLL);
  assert.equal(await count(page, '[data-point="6"]'), 1);
  await roll(page);
  assert.equal(await count(page, '[data-point="6"]'), 0, 'the lone checker moved by itself');
  assert.equal(await control(page, 'Done').isEnabled(), true);
  assert.equal(await control(page, 'Undo').isEnabled(), true, 'a forced move can be taken back');

  await useSettings(page, { animation: 'off', auto_forced: false });
  await startFrom(page, LONE_CHECKER_TO_ROLL);
  await roll(page);
  assert.equal(await count(page, '[data-point="6"]'), 1, 'nothing moves by itself');
  assert.equal(await control(page, 'Done').isDisabled(), true);
  assert.equal(await movable(page).count(), 1);
  await context.close();
});

test('double click bears a checker off, when the setting is on', async () => {
  const { context, page } = await openApp({ seed: 8 });
  await useSettings(page, { animation: 'off' });
  await startFrom(page, BEAR_OFF_64);
  assert.match(await page.getByTestId('status').textContent(), /Black to move 6-4/);
  await page.locator('.board [data-point="6"]').dblclick();
  assert.equal(await count(page, '[data-point="off"][data-player="black"]'), 1);
  assert.equal(await count(page, '[data-point="6"]'), 2);
  await page.locator('.board [data-point="4"]').dblclick();
  assert.equal(await count(page, '[data-point="off"][data-player="black"]'), 2);
  assert.equal(await control(page, 'Done').isEnabled(), true);

  await useSettings(page, { animation: 'off', double_click_bear_off: false });
  await startFrom(page, BEAR_OFF_64);
  await page.locator('.board [data-point="6"]').dblclick();
  assert.equal(await count(page, '[data-point="off"][data-player="black"]'), 0);
  await context.close();
});

test('swap dice: when either die bears a checker off, the player chooses which', async () => {
  const { context, page } = await openApp({ seed: 8 });
  await useSettings(page, { animation: 'off', auto_forced: false });
  // Black's checkers on its 2- and 1-points, 6-5 to play: either die bears off the 2.
  await startFrom(page, '7u4OAAAFAAAAAA:MAEXAAAAAAAE');
  assert.match(await page.getByTestId('status').textContent(), /the 5 is used \(Swap dice to use the 6\)/);
  await control(page, 'Swap dice').click();
  assert.match(await page.getByTestId('status').textContent(), /the 6 is used/);
  await page.locator('.board [data-point="2"]').dblclick();
  assert.deepEqual((await boardState(page)).dice, ['6-used', '5'], 'the 6 was spent');
  await context.close();
});

/** Plays the opening and one turn against pubeval, and returns the board when it is our roll. */
async function openingAgainstTheComputer(page) {
  await newGame(page, { opponent: 'pubeval' });
  await openingRoll(page);
  if (await control(page, 'Done').isVisible()) await playTurnByClicks(page);
  await page.getByTestId('move-log').getByText(/^Computer: \d\d: /).first().waitFor({ timeout: 20000 });
  await control(page, 'Roll').waitFor({ timeout: 20000 });
}

test('animations: the computer\'s play is shown step by step, never blocks, same final board', async () => {
  const boards = {};
  for (const animation of ['slow', 'off']) {
    const { context, page } = await openApp({ seed: 3 });
    await useSettings(page, { animation });
    await openingAgainstTheComputer(page);
    if (animation === 'slow') {
      // The computer's checkers are still flying: the board already holds the final counts,
      // and input is not blocked.
      assert.ok((await page.locator('.board .flyers .checker').count()) >= 1, 'flying checkers');
    } else {
      assert.equal(await page.locator('.board .flyers').count(), 0);
    }
    boards[animation] = await boardState(page);
    await roll(page);
    boards[`${animation} rolled`] = await boardState(page);
    await context.close();
  }
  assert.deepEqual(boards.slow, boards.off);
  assert.deepEqual(boards['slow rolled'], boards['off rolled']);
});

test('point numbers are shown from the side of the player on roll in pass and play', async () => {
  const { context, page } = await openApp({ seed: 12 });
  await useSettings(page, { animation: 'off' });
  await newGame(page, { opponent: 'human' });
  const shown = () => page.locator('.board [data-point="1"] .point-number').textContent();
  assert.equal(await shown(), '1');
  await openingRoll(page);
  const mover = (await page.getByTestId('status').textContent()).match(/(Black|White) to move/)[1];
  assert.equal(await shown(), mover === 'Black' ? '1' : '24');
  // The label speaks the number shown; `data-point` stays Black's numbering.
  assert.match(
    await page.locator('.board [data-point="1"]').getAttribute('aria-label'),
    new RegExp(`^${mover === 'Black' ? 1 : 24}-point: two white checkers`),
  );
  await playTurnByClicks(page);
  assert.equal(await shown(), mover === 'Black' ? '24' : '1', 'the numbers turn with the turn');
  await context.close();

  // Against the computer, the person's numbers throughout.
  const vs = await openApp({ seed: 3 });
  await useSettings(vs.page, { animation: 'off' });
  await openingAgainstTheComputer(vs.page);
  assert.equal(await vs.page.locator('.board [data-point="1"] .point-number').textContent(), '1');
  await vs.context.close();
});

/** The keyboard cell (row, column) of a board element, from its data-nav. */
const cellOf = async (locator) => (await locator.getAttribute('data-nav')).split('-').map(Number);

/** Presses arrow keys until the focus is on `target` (row first, then column). */
async function arrowTo(page, target) {
  const focused = page.locator('.board [data-nav]:focus');
  const [row, column] = await cellOf(focused);
  const [toRow, toColumn] = await cellOf(target);
  if (toRow !== row) await page.keyboard.press(toRow < row ? 'ArrowUp' : 'ArrowDown');
  for (let c = column; c !== toColumn; c += toColumn > c ? 1 : -1) {
    await page.keyboard.press(toColumn > c ? 'ArrowRight' : 'ArrowLeft');
  }
  assert.deepEqual(await cellOf(focused), [toRow, toColumn]);
}

test('keyboard only: one tab stop for the board, arrows, Enter, Escape', async () => {
  const { context, page } = await openApp({ seed: 14 });
  await useSettings(page, { animation: 'off', auto_forced: false });
  await newGame(page, { opponent: 'human', length: '0' });
  await openingRoll(page);
  assert.equal(await page.locator('.board [tabindex="0"]').count(), 1, 'one tab stop');
  // Tab into the board from the page's start.
  await page.locator('body').focus();
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.closest('.board') !== null)) break;
  }
  const focused = page.locator('.board [data-nav]:focus');
  assert.equal(await focused.count(), 1, 'Tab reaches the board');
  // The tab stop starts on a checker that can move.
  assert.equal(await focused.getAttribute('data-movable'), 'true');
  const before = await spots(page);
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('.board [data-selected="true"]').count(), 1);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.board [data-selected="true"]').count(), 0, 'Escape deselects');
  await page.keyboard.press(' ');
  assert.equal(await page.locator('.board [data-selected="true"]').count(), 1, 'Space selects');
  await arrowTo(page, destinations(page).first());
  await page.keyboard.press('Enter');
  assert.notDeepEqual(await spots(page), before, 'the checker moved');
  // The focus ring is visible on the focused spot.
  const ring = await focused.evaluate((el) => {
    const shape = el.querySelector('.hit, .bar-half, .tray-well');
    return getComputedStyle(shape).strokeWidth;
  });
  assert.notEqual(ring, '0px');
  await context.close();
});

test('phone 360x740: the whole board and the controls fit without horizontal scrolling', async () => {
  const viewport = { width: 360, height: 740 };
  const { context, page } = await openApp({ seed: 21, viewport });
  await useSettings(page, { animation: 'off' });
  await newGame(page, { opponent: 'human' });
  await openingRoll(page);
  await movable(page).first().click();
  const fits = async (what) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= viewport.width, `no horizontal scrolling ${what} (${width} px)`);
    for (const selector of ['.board', '.controls', '.controls button', '.score']) {
      for (const box of await page.locator(selector).evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON()))) {
        assert.ok(box.left >= 0 && box.right <= viewport.width, `${selector} fits ${what}`);
      }
    }
  };
  await fits('while moving');
  await control(page, 'Settings').click();
  const dialog = page.getByRole('form', { name: 'Settings' });
  const box = await dialog.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, 'the Settings screen fits');
  await page.screenshot({ path: `${ARTIFACTS}/phone-settings-360x740.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await fits('after the Settings screen');
  await context.close();
});

noProblemsTest();
