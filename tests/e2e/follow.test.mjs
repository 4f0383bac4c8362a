// End-to-end proofs that a player can follow the game and play it by keyboard alone: the
// computer's last dice and play stay on the board, the game-over panel, New game in the middle
// of a match asks first, greyed options say why, every dialog is modal (focus inside, Tab
// cycles, Escape and the browser's Back close it, the focus returns), and a whole 1-point
// match from the first load to its end with keyboard.press only.
// Dice are fixed by `?seed=`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SAVE_KEY, SETTINGS_KEY, openApp, newGame, control, roll, playTurnByClicks, noProblemsTest,
} from './harness.mjs';

/** Opens the app with animations off (stored settings, then a reload), as on a first load:
 * no saved match, the New game form open. */
async function openQuickApp(options) {
  const { context, page } = await openApp(options);
  await page.evaluate(
    ([key, text, save]) => {
      localStorage.setItem(key, text);
      localStorage.removeItem(save);
    },
    [SETTINGS_KEY, JSON.stringify({ version: 1, settings: { animation: 'off' } }), SAVE_KEY],
  );
  await page.reload();
  await page.locator('.board').waitFor();
  return { context, page };
}

const status = (page) => page.getByTestId('status').textContent();

/** Where the focus is: 'dialog' (inside an open dialog), 'board', a button's data-control or
 * text, or the tag name. */
const focusIn = (page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    if (active.closest('dialog[open]')) return 'dialog';
    if (active.closest('.board')) return 'board';
    if (active.tagName === 'BUTTON') return active.dataset.control ?? active.textContent.trim();
    return active.tagName.toLowerCase();
  });

/** Waits until the focus is on `where` (see focusIn). */
async function focusReaches(page, where, timeout = 20_000) {
  const stop = Date.now() + timeout;
  let now;
  while ((now = await focusIn(page)) !== where) {
    assert.ok(Date.now() < stop, `the focus reaches ${where} (it is on ${now})`);
    await page.waitForTimeout(50);
  }
}

/** Rolls the opening roll until it is no tie and then, when the computer starts, waits for
 * our turn to roll. */
async function toOurRollAfterTheComputer(page) {
  while (await control(page, 'Roll').isVisible()) {
    await roll(page);
    if (await control(page, 'Done').isVisible()) await playTurnByClicks(page);
  }
  await control(page, 'Roll').waitFor({ timeout: 20_000 });
}

test("the computer's last dice and play stay on the board after it played", async () => {
  const { context, page } = await openQuickApp({ seed: 3 });
  await newGame(page, { opponent: 'pubeval' });
  await toOurRollAfterTheComputer(page);
  // One more turn each, so that neither last roll is the opening roll (a die of each colour).
  await roll(page);
  await playTurnByClicks(page);
  await control(page, 'Roll').waitFor({ timeout: 20_000 });
  assert.match(await status(page), /You to roll/);
  // Its dice: still on the board, as a past roll (data-last-die); ours too.
  const lastDice = page.locator('.board [data-last-die].white');
  assert.equal(await lastDice.count(), 2, "the computer's last roll is shown");
  assert.equal(await page.locator('.board [data-last-die].black').count(), 2, 'ours too');
  assert.equal(await page.locator('.board [data-die]').count(), 0, 'no roll to play yet');
  // Its play: an arrow per checker moved, between points of the board.
  const marks = page.locator('.board [data-testid="last-play"] .mark');
  assert.ok((await marks.count()) >= 1, "the computer's last play is marked");
  const label = await page.locator('.board [data-testid="last-play"]').getAttribute('aria-label');
  assert.match(label, /^Computer's last play: /);
  // The log says the same play, numbered as the board: its first computer line is in the
  // person's numbering, the standard notation kept as its title.
  const line = page.getByTestId('move-log').locator('li.white').first();
  assert.match(await line.textContent(), /^Computer: \d\d: /);
  assert.match(await line.getAttribute('title'), /^Standard notation: Computer: \d\d: /);
  assert.equal(
    (await line.textContent()).replace(/^Computer: \d\d: /, ''),
    label.replace(/^Computer's last play: /, ''),
  );
  // Each arrow ends on a point the computer now occupies.
  for (const to of await marks.evaluateAll((all) => all.map((mark) => mark.dataset.to))) {
    if (to === 'off') continue;
    assert.match(
      await page.locator(`.board [data-point="${to}"]`).first().getAttribute('aria-label'),
      /white checker/,
      `an arrow ends on ${to}, where a white checker is`,
    );
  }
  // Our roll: the marks stay until we move; the computer's dice stay until it rolls again.
  await roll(page);
  assert.ok((await marks.count()) >= 1, 'the marks stay through our roll');
  assert.equal(await lastDice.count(), 2);
  assert.equal(await page.locator('.board [data-last-die].black').count(), 0, 'ours: rolled anew');
  await page.locator('.board [data-point][data-movable="true"]').first().click();
  await page.locator('.board [data-point][data-destination="true"]').first().click();
  assert.equal(await marks.count(), 0, 'the marks go once we move a checker');
  assert.equal(await lastDice.count(), 2, 'its dice stay until its next roll');
  await context.close();
});

test('the game-over panel says who won, how, the score and the next step', async () => {
  const { context, page } = await openQuickApp({ seed: 3 });
  await newGame(page, { opponent: 'pubeval', length: '5' });
  await toOurRollAfterTheComputer(page);
  await control(page, 'Resign').click();
  await page.getByRole('button', { name: 'Resign a backgammon' }).click();
  const panel = page.getByTestId('game-over');
  await panel.waitFor({ timeout: 20_000 });
  assert.equal(await panel.locator('h2').textContent(), 'Computer wins the game');
  assert.equal(await panel.locator('.detail').textContent(), 'A backgammon: 3 points (resigned)');
  assert.equal(
    await panel.locator('.score-line').textContent(),
    'Score: You 0, Computer 3 (5-point match)',
  );
  // At the board, in view, with the focus on its button.
  const board = await page.locator('.board').boundingBox();
  const box = await panel.boundingBox();
  assert.ok(box.y >= board.y && box.y + box.height <= board.y + board.height, 'over the board');
  await focusReaches(page, 'Next game');
  await page.keyboard.press('Enter');
  await panel.waitFor({ state: 'detached' });
  assert.match(await status(page), /Game 2: roll to see who starts/);
  await focusReaches(page, 'Roll');

  // The end of the match: Computer wins, New match opens the New game form.
  await toOurRollAfterTheComputer(page);
  await control(page, 'Resign').click();
  await page.getByRole('button', { name: 'Resign a backgammon' }).click();
  await panel.waitFor({ timeout: 20_000 });
  assert.equal(await panel.locator('h2').textContent(), 'Computer wins the match');
  assert.equal(
    await panel.locator('.score-line').textContent(),
    'Final score: You 0, Computer 6 (5-point match)',
  );
  await panel.getByRole('button', { name: 'New match' }).click();
  await page.locator('form.new-game').waitFor();
  await context.close();
});

test('New game in the middle of a match asks first, and keeps the match unless confirmed', async () => {
  const { context, page } = await openQuickApp({ seed: 3 });
  // The browser warns when a form is removed while it submits: the New game form never does.
  const warnings = [];
  page.on('console', (message) => {
    if (/form submission canceled/i.test(message.text())) warnings.push(message.text());
  });
  await newGame(page, { opponent: 'pubeval', length: '3' });
  await toOurRollAfterTheComputer(page);
  const log = await page.getByTestId('move-log').textContent();
  // New game, Start: a confirmation over the form, its safe choice focused.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  const ask = page.getByRole('dialog', { name: 'End the match in progress?' });
  await ask.waitFor();
  assert.match(await ask.textContent(), /The 3-point match in progress \(You 0, Computer 0\) ends for good/);
  assert.equal(await focusIn(page), 'dialog');
  assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), 'Keep playing');
  // Escape goes back to the form; Keep playing closes both and the match goes on.
  await page.keyboard.press('Escape');
  await ask.waitFor({ state: 'detached' });
  assert.equal(await page.locator('form.new-game').isVisible(), true);
  await page.getByRole('button', { name: 'Start' }).click();
  await ask.getByRole('button', { name: 'Keep playing' }).click();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  assert.equal(await page.getByTestId('move-log').textContent(), log, 'the match is kept');
  assert.match(await status(page), /You to roll/);
  // Confirmed: a new match.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await ask.getByRole('button', { name: 'End it and start' }).click();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  assert.match(await status(page), /Game 1: roll to see who starts/);
  assert.equal(await page.getByTestId('move-log').textContent(), 'Game 1');
  // A fresh match asks nothing.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  assert.equal(await ask.count(), 0);
  assert.deepEqual(warnings, [], 'no "form submission canceled" warning');
  await context.close();
});

test('greyed options say why: money-only rules in a match, Double in a 1-point match', async () => {
  const { context, page } = await openQuickApp({ seed: 3 });
  const form = page.locator('form.new-game');
  await page.selectOption('select[name="length"]', '5');
  for (const name of ['jacoby', 'beavers']) {
    const box = form.locator(`input[name="${name}"]`);
    assert.equal(await box.isDisabled(), true, `${name} is greyed in a match`);
    assert.equal(await box.isChecked(), false, `${name} is not shown ticked in a match`);
    assert.equal(await box.getAttribute('aria-describedby'), 'money-rules-note');
  }
  assert.match(await page.locator('#money-rules-note').textContent(), /Money play only/);
  await page.selectOption('select[name="length"]', '0');
  assert.equal(await form.locator('input[name="jacoby"]').isChecked(), true, 'money play: ticked');
  assert.equal(await page.locator('#money-rules-note').count(), 0);
  await page.selectOption('select[name="length"]', '1');
  await page.getByRole('button', { name: 'Start' }).click();
  await toOurRollAfterTheComputer(page);
  const double = control(page, 'Double');
  assert.equal(await double.isDisabled(), true);
  assert.equal(await double.getAttribute('aria-describedby'), 'double-reason');
  const reason = page.getByTestId('double-reason');
  assert.equal(await reason.textContent(), 'No doubling in a 1-point match: one game decides it.');
  assert.equal(await reason.isVisible(), true);
  await context.close();
});

test('while the computer decides on a resignation, the status says it is thinking', async () => {
  const { context, page } = await openQuickApp({ seed: 3 });
  await newGame(page, { opponent: 'pubeval' });
  await toOurRollAfterTheComputer(page);
  await control(page, 'Resign').click();
  await page.getByRole('button', { name: 'Resign a single game' }).click();
  // The computer waits a moment before it answers: the status never asks it.
  const seen = await status(page);
  assert.doesNotMatch(seen, /accept or reject/);
  assert.match(seen, /You offer to resign a single game\. Computer is thinking/);
  await context.close();
});

test('the move log on a phone shows whole lines, the newest at the bottom', async () => {
  const { context, page } = await openQuickApp({ seed: 3, viewport: { width: 360, height: 740 } });
  // A money game without the cube: nothing but rolls and plays.
  await page.selectOption('select[name="opponent"]', 'pubeval');
  await page.selectOption('select[name="length"]', '0');
  await page.locator('input[name="cube"]').uncheck();
  await page.getByRole('button', { name: 'Start' }).click();
  const lines = page.getByTestId('move-log').locator('li');
  while ((await lines.count()) < 16) {
    await toOurRollAfterTheComputer(page);
    await roll(page);
    await playTurnByClicks(page);
  }
  await control(page, 'Roll').waitFor({ timeout: 20_000 });
  const view = await page.getByTestId('move-log').evaluate((list) => {
    const box = list.getBoundingClientRect();
    // The lines in view, from the top (the newest line is the first in the document).
    const shown = [...list.children]
      .map((line) => line.getBoundingClientRect())
      .filter((line) => line.bottom > box.top + 0.5 && line.top < box.bottom - 0.5)
      .sort((a, b) => a.top - b.top);
    return {
      overflows: list.scrollHeight > list.clientHeight,
      topCut: shown[0].top - box.top,
      bottomCut: box.bottom - shown[shown.length - 1].bottom,
      newest: list.firstElementChild.getBoundingClientRect().bottom - box.bottom,
    };
  });
  assert.ok(view.overflows, 'the log is longer than its box');
  assert.ok(Math.abs(view.topCut) < 1, `the top line is whole (${view.topCut} px)`);
  assert.ok(Math.abs(view.bottomCut) < 1, `the bottom line is whole (${view.bottomCut} px)`);
  assert.ok(Math.abs(view.newest) < 1, 'the newest line is the last one shown');
  await context.close();
});

/** The dialogs and how each is opened (from the page, by a click on its button). */
const DIALOGS = [
  { name: 'Statistics', open: (page) => page.getByRole('button', { name: 'Statistics' }).click() },
  { name: 'Rules and help', open: (page) => page.getByRole('button', { name: 'Rules' }).click() },
  { name: 'Settings', open: (page) => control(page, 'Settings').click() },
  { name: 'New game', open: (page) => page.getByRole('button', { name: 'New game' }).click() },
  { name: 'Resign', open: (page) => control(page, 'Resign').click() },
];

test('every dialog is modal: focus inside, Tab cycles, Escape closes, the focus returns', async () => {
  const { context, page } = await openQuickApp({ seed: 3 });
  // The first load: the New game form has the focus, Tab stays in it, Enter does not roll.
  assert.equal(await focusIn(page), 'dialog', 'the New game form takes the focus on first load');
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    assert.equal(await focusIn(page), 'dialog', `Tab ${i + 1} stays in the form`);
  }
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusIn(page), 'dialog', `Shift+Tab ${i + 1} stays in the form`);
  }
  await page.keyboard.press('Escape');
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  assert.equal(await page.getByTestId('move-log').textContent(), 'Game 1', 'nothing rolled');
  // After the opening roll, Resign is a control too.
  await toOurRollAfterTheComputer(page);
  for (const { name, open } of DIALOGS) {
    await open(page);
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    assert.equal(await focusIn(page), 'dialog', `${name} takes the focus`);
    const opener = name === 'Resign' ? 'Resign' : name === 'Rules and help' ? 'Rules' : name;
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      assert.equal(await focusIn(page), 'dialog', `Tab ${i + 1} stays in ${name}`);
    }
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusIn(page), 'dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await focusIn(page), opener, `the focus returns to ${opener} after ${name}`);
  }
  await context.close();
});

test("the browser's Back button closes a dialog and stays in the app", async () => {
  const { context, page } = await openQuickApp({ seed: 3 });
  const url = page.url();
  // The New game form of the first load, then every other dialog.
  await page.goBack();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  assert.equal(page.url(), url, 'still the app');
  await toOurRollAfterTheComputer(page);
  for (const { name, open } of DIALOGS) {
    await open(page);
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(page.url(), url, `Back with ${name} open stays in the app`);
    await page.locator('.board').waitFor();
  }
  // Two dialogs, one over the other: Back closes the top one only.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  const ask = page.getByRole('dialog', { name: 'End the match in progress?' });
  await ask.waitFor();
  await page.goBack();
  await ask.waitFor({ state: 'detached' });
  assert.equal(await page.locator('form.new-game').isVisible(), true, 'the form stays');
  await page.goBack();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  assert.equal(page.url(), url);
  // A dialog closed by its own button leaves no entry behind: Back then leaves nothing open
  // and the app reloads nowhere else.
  assert.match(await status(page), /You to roll/);
  await context.close();
});

/**
 * Presses arrow keys from the focused board cell to `target`'s cell (row first, then
 * column). Reads the cells from the page; acts with keys only.
 */
async function arrowTo(page, target) {
  const [[row, column], [toRow, toColumn]] = await page.evaluate((point) => {
    const cell = (element) => element.closest('[data-nav]').dataset.nav.split('-').map(Number);
    const to = document.querySelector(`.board [data-point="${point}"][data-nav]`);
    return [cell(document.activeElement), cell(to)];
  }, target);
  if (toRow !== row) await page.keyboard.press(toRow < row ? 'ArrowUp' : 'ArrowDown');
  for (let c = column; c !== toColumn; c += toColumn > c ? 1 : -1) {
    await page.keyboard.press(toColumn > c ? 'ArrowRight' : 'ArrowLeft');
  }
}

/** Moves one of Black's checkers by keys: the one farthest from home to the destination
 * farthest on (off the board first). */
async function keyboardStep(page) {
  const distance = (spot) => (spot === 'bar' ? 25 : spot === 'off' ? 0 : Number(spot));
  const movable = await page.evaluate(() =>
    [...document.querySelectorAll('.board [data-point][data-movable="true"]')].map((el) => el.dataset.point));
  movable.sort((a, b) => distance(b) - distance(a));
  // None: the roll is played, and the focus is on its way to Done.
  if (movable.length === 0) return false;
  await arrowTo(page, movable[0]);
  await page.keyboard.press('Enter');
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll('.board [data-point][data-destination="true"]')].map((el) => el.dataset.point));
  targets.sort((a, b) => distance(a) - distance(b));
  assert.ok(targets.length > 0, `the checker on ${movable[0]} has a destination`);
  await arrowTo(page, targets[0]);
  await page.keyboard.press('Enter');
  return true;
}

test('a keyboard-only 1-point match against the computer, from the first load to its end', async () => {
  const { context, page } = await openQuickApp({ seed: 21 });
  // The New game form has the focus: the opponent first (Random, the last computer), then
  // the length (1 point, four up from 5), then Start.
  assert.equal(await focusIn(page), 'dialog');
  assert.equal(await page.evaluate(() => document.activeElement.name), 'opponent');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.name), 'length');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowUp');
  while ((await page.evaluate(() => document.activeElement.textContent.trim())) !== 'Start') {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  assert.equal(await page.getByTestId('match-length').textContent(), '1-point match');
  // Roll has the focus after Start.
  await focusReaches(page, 'Roll');
  const stop = Date.now() + 150_000;
  let turns = 0;
  for (;;) {
    assert.ok(Date.now() < stop, `the match ends in time (${turns} checkers moved)`);
    const where = await focusIn(page);
    if (where === 'New match') break;
    if (where === 'Roll' || where === 'Accept' || where === 'Next game') {
      await page.keyboard.press('Enter');
    } else if (where === 'board') {
      if (await keyboardStep(page)) turns += 1;
      else await page.waitForTimeout(50);
    } else if (where === 'Done') {
      await page.keyboard.press('Enter');
    } else {
      // The computer is playing; the focus comes back with our next action.
      if (process.env.DEBUG_FOCUS) console.log(where, await status(page));
      await page.waitForTimeout(50);
    }
  }
  assert.match(await page.getByTestId('game-over').locator('h2').textContent(), /wins? the match$/);
  // New match opens the form, focused.
  await page.keyboard.press('Enter');
  await page.locator('form.new-game').waitFor();
  assert.equal(await focusIn(page), 'dialog');
  await context.close();
});

noProblemsTest();
