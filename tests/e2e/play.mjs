// What a player does on the board, as page actions: start a match, roll, move by clicks or by
// dragging, read the board, wait for the rules book. Shared by the end-to-end tests (through
// harness.mjs) and the browser benchmarks (bench-web.mjs, bench-book.mjs); nothing here
// depends on the test runner.
import assert from 'node:assert/strict';

/**
 * Starts a match from the New game form (`jacoby`: tick or clear the Jacoby rule's box, else
 * leave it as the form has it; `colour`: the bottom player's, `black` or `white`, else the
 * form's), confirming, when a match is in progress, that it ends. Returns the rules the form
 * started it with: `{ money, cube, jacoby }`, each as the form's controls said.
 */
export async function newGame(page, { opponent, length = '5', jacoby, colour }) {
  if (!(await page.locator('form.new-game').isVisible())) {
    await page.locator('button[data-action="new-game"]').click();
  }
  await page.selectOption('select[name="opponent"]', opponent);
  if (colour !== undefined) await page.selectOption('select[name="colour"]', colour);
  await page.selectOption('select[name="length"]', length);
  if (jacoby !== undefined) await page.locator('input[name="jacoby"]').setChecked(jacoby);
  const rules = {
    money: length === '0',
    cube: await page.locator('input[name="cube"]').isChecked(),
    jacoby: await page.locator('input[name="jacoby"]').isChecked(),
  };
  // By the buttons' data-action, which is the same in every language.
  await page.locator('button[data-action="start"]').click();
  const confirm = page.locator('button[data-action="abandon-confirm"]');
  await page.waitForFunction(() =>
    !document.querySelector('form.new-game') ||
    document.querySelector('dialog[open] button[data-action="abandon-confirm"]'));
  if (await confirm.isVisible()) await confirm.click();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  return rules;
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

export const status = (page) => page.getByTestId('status').textContent();

/** The buttons the person who must act has now, by name, with whether each is enabled: the
 * control bar's (the Settings button, always there, left out) and the game-over panel's. */
export const controls = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll(
        '[role="toolbar"][aria-label="Actions"] button[data-control], [data-testid="game-over"] button[data-control]',
      )]
        .filter((b) => b.dataset.control !== 'Settings')
        .map((b) => [b.dataset.control, !b.disabled]),
    ),
  );

// A click on the spot a checker was just moved to needs no pause: a press that moved a
// checker starts no double press (src/state/moving.rs, `pointer_press`).
const clickSpot = (page, spot) => page.locator(`.board [data-point="${spot}"]`).first().click();

/**
 * Moves one checker by two clicks: the checker farthest from home (the bar first), to the
 * destination that takes it farthest (off the board first). Black moves from 24 down to 1,
 * White from 1 up to 24; the status names the mover. A mover named by `laggard` ('Black' or
 * 'White') plays the other way round (the checker nearest home, the shortest step), which
 * leaves its back checkers behind and so loses gammons.
 */
export async function moveOneChecker(page, laggard) {
  const choice = await page.evaluate((laggard) => {
    const text = document.querySelector('[data-testid="status"]').textContent;
    const black = /(Black|You) (to move|rolled)/.test(text);
    // How far from home a spot is, for the mover: the bar is farthest, the tray is home.
    const distance = (spot) => {
      if (spot === 'bar') return 25;
      if (spot === 'off') return 0;
      return black ? Number(spot) : 25 - Number(spot);
    };
    const spots = [...document.querySelectorAll('.board [data-point][data-movable="true"]')]
      .map((el) => el.dataset.point);
    const lags = (black ? 'Black' : 'White') === laggard;
    spots.sort((a, b) => (lags ? -1 : 1) * (distance(b) - distance(a)));
    return { source: spots[0], black, lags };
  }, laggard);
  assert.ok(choice.source, 'a checker can move while Done is disabled');
  await clickSpot(page, choice.source);
  const targets = await page.evaluate(
    () => [...document.querySelectorAll('.board [data-point][data-destination="true"]')].map((el) => el.dataset.point),
  );
  const distance = (spot) => (spot === 'off' ? 0 : choice.black ? Number(spot) : 25 - Number(spot));
  targets.sort((a, b) => (choice.lags ? -1 : 1) * (distance(a) - distance(b)));
  assert.ok(targets.length > 0, `the checker on ${choice.source} has a destination`);
  await clickSpot(page, targets[0]);
}

/**
 * Plays by clicks until `done(status)` is true: rolls, moves checkers (`laggard`: see
 * moveOneChecker), presses Done, and answers doubles by `onDouble` ('Take' or 'Drop'). Waits
 * while the computer thinks. Never doubles or resigns. Before each action,
 * `beforeAction(buttons)` may check the page (the buttons as `controls` reads them). Returns
 * the number of turns played by clicks.
 */
export async function playUntil(
  page, done, { onDouble = 'Take', deadline = 55_000, laggard, beforeAction = async () => {} } = {},
) {
  const stop = Date.now() + deadline;
  let turns = 0;
  for (;;) {
    const text = await status(page);
    if (done(text)) return turns;
    assert.ok(Date.now() < stop, `the game ended in time (status: ${text})`);
    const buttons = await controls(page);
    await beforeAction(buttons);
    if (buttons['Next game'] !== undefined) {
      await control(page, 'Next game').click();
    } else if (buttons.Roll) {
      await control(page, 'Roll').click();
    } else if (buttons.Done) {
      await control(page, 'Done').click();
      turns += 1;
    } else if (buttons.Done === false) {
      await moveOneChecker(page, laggard);
    } else if (buttons[onDouble]) {
      await control(page, onDouble).click();
    } else {
      // The computer is thinking (no buttons): wait for the status to change.
      await page.waitForFunction(
        (before) => document.querySelector('[data-testid="status"]').textContent !== before,
        text,
        { timeout: 20_000 },
      );
    }
  }
}

/** The boards of the rules book's nine diagrams (eight drawn before and after their play). */
export const BOOK_BOARDS = 17;

/** Waits until the rules book (open on `page`) is drawn whole: its chapters' bodies come one
 * per task after it opens (a chapter still to come is `.pending`), and its boards one per
 * task. */
export async function bookDrawn(page) {
  const book = page.locator('.help-screen');
  await book.waitFor();
  await page.waitForFunction(() => !document.querySelector('.help-screen .book-chapter.pending'));
  await book.locator('figure.book-diagram svg.board').nth(BOOK_BOARDS - 1).waitFor();
}
