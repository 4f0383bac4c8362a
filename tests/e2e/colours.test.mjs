// Playing White: the bottom player's colour is chosen in the New game form; the person's
// checkers, bar, tray, dice, score line and move log lines are white and named so ("6-point:
// five white checkers"), the computer plays Black, a move works, the choice is kept with the
// match across a reload, and changing the form without starting keeps the match in progress.
// On a desktop by clicks and on a phone (touch, scale 2) by taps; axe-core finds no violation
// on the board or in the form. The rules book's diagrams follow the game board: its home side
// and its colours, in the drawing and in the words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SAVE_KEY, openApp, control, controls, movable, destinations, boardState, newGame, status,
  useSettings, noProblemsTest, bookDrawn,
} from './harness.mjs';
import { violations } from './axe.mjs';

const CONTEXTS = [
  { name: 'desktop', options: {} },
  { name: 'phone', options: { phone: true, viewport: { width: 360, height: 740 } } },
];

/** The colour classes of the checkers on the spot `point` (a data-point value). */
const checkerColours = (page, point) =>
  page.locator(`.board [data-point="${point}"] .checker`).evaluateAll((checkers) =>
    checkers.map((checker) => (checker.classList.contains('white') ? 'white' : 'black')));

/** How many checkers of `colour` are on the board, the bar and the tray: a stack taller than
 * the drawing shows its count, so the counts are read, not the drawn checkers. */
const checkersOf = (page, colour) =>
  page.evaluate((colour) => [...document.querySelectorAll('.board [data-point]')]
    .filter((spot) => spot.dataset.player === colour ||
      (!spot.dataset.player && spot.querySelector(`.checker.${colour}`)))
    .reduce((sum, spot) => sum + Number(spot.dataset.count), 0), colour);

/** Presses (clicks or taps) until the person must move a checker: rolls, and waits while the
 * computer plays. */
async function untilYouMove(page, press) {
  const stop = Date.now() + 40_000;
  for (;;) {
    assert.ok(Date.now() < stop, `the person gets a move in time (status: ${await status(page)})`);
    const buttons = await controls(page);
    if (buttons.Done === false && (await movable(page).count()) > 0) return;
    const text = await status(page);
    if (buttons.Roll) await press(control(page, 'Roll'));
    else if (buttons.Done) await press(control(page, 'Done'));
    else {
      await page.waitForFunction(
        (before) => document.querySelector('[data-testid="status"]').textContent !== before,
        text,
        { timeout: 20_000 },
      );
    }
  }
}

/** The person's colour is white and the computer's black, everywhere the board says so. */
async function assertYouPlayWhite(page, where) {
  // The bottom player's 6 and 13-points (data-point is numbered from the bottom player's side)
  // hold white checkers at the start; the computer's 13-point (the bottom player's 12) black.
  assert.deepEqual(await checkerColours(page, '6'), Array(5).fill('white'), where);
  assert.deepEqual(await checkerColours(page, '12'), Array(5).fill('black'), where);
  assert.equal(
    await page.locator('.board [data-point="13"]').getAttribute('aria-label'),
    '13-point: five white checkers',
    where,
  );
  assert.equal(
    await page.locator('.board [data-point="1"]').getAttribute('aria-label'),
    '1-point: two black checkers',
    where,
  );
  assert.equal(
    await page.locator('.board [data-point="off"][data-player="white"]').getAttribute('aria-label'),
    "White's bear-off tray: no checkers",
    where,
  );
  const you = page.locator('.score .player-line', { hasText: 'You' });
  assert.equal(await you.getAttribute('data-player'), 'white', where);
  assert.equal(await you.locator('.swatch.white').count(), 1, where);
  const computer = page.locator('.score .player-line', { hasText: 'Computer' });
  assert.equal(await computer.getAttribute('data-player'), 'black', where);
}

for (const { name, options } of CONTEXTS) {
  test(`playing White against the computer (${name}): colours, names, a move, kept`, async () => {
    const { context, page } = await openApp({ seed: 11, ...options });
    await useSettings(page, { animation: 'off' });
    const press = options.phone ? (locator) => locator.tap() : (locator) => locator.click();
    await press(page.locator('button[data-action="new-game"]'));
    const form = page.locator('form.new-game');
    await form.waitFor();
    assert.equal(
      (await form.locator('label', { has: page.locator('select[name="colour"]') }).textContent()).trim()
        .startsWith('Your checkers'),
      true,
    );
    await page.selectOption('select[name="colour"]', 'white');
    // The name fields are labelled by colour: White below, Black above.
    assert.match(await form.locator('label', { has: page.locator('input[name="name0"]') }).textContent(), /^White \(bottom\)/);
    assert.match(await form.locator('label', { has: page.locator('input[name="name1"]') }).textContent(), /^Black \(top\)/);
    assert.deepEqual(await violations(page), [], `${name}: the New game form`);
    await newGame(page, { opponent: 'random', length: '3' });
    await assertYouPlayWhite(page, `${name}: at the start`);
    assert.deepEqual(await violations(page), [], `${name}: the board`);

    // A move by presses: a white checker picked up and put down.
    await untilYouMove(page, press);
    const before = await boardState(page);
    const source = movable(page).first();
    assert.equal(await source.locator('.checker.white').count() > 0, true, `${name}: the movable checkers are white`);
    await press(source);
    await press(destinations(page).first());
    assert.notDeepEqual((await boardState(page)).spots, before.spots, `${name}: a checker moved`);
    while ((await controls(page)).Done === false) {
      await press(movable(page).first());
      await press(destinations(page).first());
    }
    await press(control(page, 'Done'));
    assert.equal(await checkersOf(page, 'white'), 15, `${name}: fifteen white checkers`);
    const yourLine = page.locator('[data-testid="move-log"] li', { hasText: /^You: / }).first();
    assert.deepEqual(await yourLine.evaluate((li) => [...li.classList]), ['white']);

    // The computer's reply, black, and its last play's arrows.
    await untilYouMove(page, press);
    const computerLine = page.locator('[data-testid="move-log"] li', { hasText: /^Computer: / }).first();
    assert.deepEqual(await computerLine.evaluate((li) => [...li.classList]), ['black']);
    assert.equal(await checkersOf(page, 'black'), 15, `${name}: fifteen black checkers`);
    if ((await page.getByTestId('last-play').count()) > 0) {
      assert.equal(await page.getByTestId('last-play').evaluate((g) => g.classList.contains('black')), true);
    }

    // Kept with the match: the save says White, and so does the board after a reload.
    const saved = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY));
    assert.equal(saved.setup.bottom_colour, 'white');
    await page.reload();
    await page.locator('.board').waitFor();
    assert.equal(await checkersOf(page, 'white'), 15, `${name}: after a reload`);
    assert.equal(
      await page.locator('.score .player-line', { hasText: 'You' }).getAttribute('data-player'),
      'white',
    );

    // Choosing Black in the form and cancelling changes nothing of the match in progress.
    const log = await page.getByTestId('move-log').textContent();
    await press(page.locator('button[data-action="new-game"]'));
    await page.selectOption('select[name="colour"]', 'black');
    await press(form.getByRole('button', { name: 'Cancel' }));
    await form.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('move-log').textContent(), log);
    assert.equal(await checkersOf(page, 'white'), 15, `${name}: still White`);
    const kept = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY));
    assert.deepEqual(kept.actions, saved.actions, `${name}: the match in progress is kept`);
    assert.equal(kept.setup.bottom_colour, 'white');
    await context.close();
  });
}

test('a pass-and-play match with White below names its sides by colour', async () => {
  const { context, page } = await openApp({ seed: 5 });
  await newGame(page, { opponent: 'human', colour: 'white' });
  const lines = await page.locator('.score .player-line').evaluateAll((divs) =>
    divs.map((div) => `${div.dataset.player}:${div.querySelector('.name').textContent}`));
  // Top player first, as on the board.
  assert.deepEqual(lines, ['black:Black', 'white:White']);
  assert.deepEqual(await checkerColours(page, '6'), Array(5).fill('white'));
  await context.close();
});

test('the rules book draws and words its diagrams as the game board: home on the left, as White', async () => {
  const { context, page } = await openApp({ seed: 6 });
  await useSettings(page, { animation: 'off', home: 'left' });
  await newGame(page, { opponent: 'random', colour: 'white' });
  assert.equal(await page.locator('svg.board.home-left').count(), 1, 'the game board has its home on the left');
  await page.locator('nav.menu button').nth(1).click();
  const book = page.locator('.help-screen');
  await book.waitFor();
  await bookDrawn(page);
  const hit = book.getByTestId('diagram-hit');
  const boards = hit.locator('svg.board');
  assert.equal(await boards.count(), 2);
  for (const board of await boards.all()) {
    assert.equal(await board.evaluate((svg) => svg.classList.contains('home-left')), true);
  }
  const before = boards.first();
  // The mover (bottom) plays White: its 13-point's checkers are white, Black's blot on the
  // mover's 7-point black.
  const colours = (point) => before.locator(`[data-point="${point}"] .checker`).evaluateAll(
    (checkers) => checkers.map((checker) => [...checker.classList].filter((c) => c === 'white' || c === 'black')[0]));
  assert.deepEqual(await colours('13'), Array(5).fill('white'));
  assert.deepEqual(await colours('7'), ['black']);
  assert.match(await hit.locator('figcaption').textContent(), /^White rolls 6 and 1 and plays 13\/7\* 8\/7: the 6 hits Black's blot/);
  assert.match(await before.getAttribute('aria-label'), /^White to play 6 and 1/);
  const chapter = await book.getByTestId('book-board').textContent();
  assert.match(chapter, /1 to 6 at the bottom left \(White's home board\)/);
  assert.match(chapter, /White, at the bottom, moves from 24 towards 1: along the top from left to right/);
  // On the drawn board, the mover's home (points 1 to 6) is on the left half.
  const box = async (point) => (await before.locator(`[data-point="${point}"]`).boundingBox()).x;
  const [one, twelve] = [await box('1'), await box('12')];
  assert.ok(one < twelve, `the 1-point (x ${one}) lies left of the 12-point (x ${twelve})`);
  assert.deepEqual(await violations(page), [], 'the rules book');
  await context.close();
});

noProblemsTest();
