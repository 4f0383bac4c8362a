// End-to-end proofs of whole games, played by clicks on the built app: a match against the
// computer to its end, pass-and-play money games to their end scored by the rules (a gammon
// under the Jacoby rule with the cube in the middle, the same without the rule, one after a
// double), the cube (a double taken, a redouble dropped) with the score on screen, the
// statistics (counted once, kept over a reload, reset after a confirmation, unreadable values
// kept aside), and the Rules and help screen.
// Dice are fixed by `?seed=`; animations are switched off through the stored settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  ARTIFACTS, STATS_KEY, openQuickApp, newGame, control, controls, playUntil, status,
  noProblemsTest, bookDrawn,
} from './harness.mjs';

const STATS_BACKUP_KEY = `${STATS_KEY}.corrupt`;

/** The scores on screen, Black's then White's. */
async function scores(page) {
  return [
    Number(await page.getByTestId('score-black').textContent()),
    Number(await page.getByTestId('score-white').textContent()),
  ];
}

/** The colour of the player who must move, from the status: 'Black' or 'White'. */
const moverColour = async (page) => (await status(page)).match(/(Black|White) to move/)[1];

/** Opens the Statistics screen and reads its table: { key: { games: [won, lost], ... } }. */
async function readStatistics(page) {
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await page.getByRole('dialog', { name: 'Statistics' }).waitFor();
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.stats-table [data-opponent]')].map((row) => [
        row.dataset.opponent,
        Object.fromEntries(
          [...row.querySelectorAll('td[data-stat]')].map((cell) => [
            cell.dataset.stat,
            [Number(cell.dataset.won), Number(cell.dataset.lost)],
          ]),
        ),
      ]),
    ),
  );
}

async function closeScreen(page, name) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

test('a whole 1-point match against the computer, by clicks to the end, is counted once', async () => {
  // Seed 2: a game of about 45 s on a loaded 2-core machine (the computer pauses 0.6 s before
  // each of its actions, so that a person can follow); FLOWS_SEED picks another.
  const { context, page } = await openQuickApp({ seed: Number(process.env.FLOWS_SEED ?? 2) });
  await newGame(page, { opponent: 'random', length: '1' });
  // The deadline is a safety net for a loaded machine, not the expected time.
  const turns = await playUntil(page, (text) => /wins? the match/.test(text), { deadline: 90_000 });
  assert.ok(turns >= 5, `a real game was played (${turns} turns by clicks)`);
  const final = await status(page);
  // A single game, a gammon or a backgammon: 1, 2 or 3 points.
  const [, winner, points] = final.match(/^(You|Computer) wins? the match ([123])-0\.$/);
  const youWon = winner === 'You';
  assert.deepEqual(await scores(page), youWon ? [Number(points), 0] : [0, Number(points)]);
  assert.deepEqual(await controls(page), {}, 'nothing to do after the match');
  assert.equal(await page.getByRole('button', { name: 'New game' }).getAttribute('class'), 'control primary');

  const expected = youWon ? [1, 0] : [0, 1];
  const stats = await readStatistics(page);
  assert.deepEqual(Object.keys(stats), ['random']);
  assert.deepEqual(stats.random.games, expected);
  assert.deepEqual(stats.random.matches, expected);
  await closeScreen(page, 'Statistics');
  // A reload shows the finished match again: it is not counted twice.
  await page.reload();
  await page.locator('.board').waitFor();
  assert.equal(await status(page), final);
  assert.deepEqual((await readStatistics(page)).random.games, expected);
  await context.close();
});

/**
 * The points a game scores by the rules: the win's multiplier (single game 1, gammon 2,
 * backgammon 3) times the cube's value; but in money play under the Jacoby rule, gammons and
 * backgammons count as single games while the cube is in the middle.
 */
function pointsByRules({ money, jacoby }, { kind, cubeValue, cubeCentred }) {
  const multiplier = { 'single game': 1, gammon: 2, backgammon: 3 }[kind];
  return (money && jacoby && cubeCentred ? 1 : multiplier) * cubeValue;
}

/** A finished game as the page shows it: the winner, the kind of win, the points the status
 * gives, and the cube (its value, and whether it is in the middle) from the cube's label. */
async function finishedGame(page) {
  const [, winner, kind, points] = (await status(page)).match(
    /^(Black|White) wins a (single game|gammon|backgammon) and (\d+) points?\.$/,
  );
  const cube = await page.locator('.board [data-cube]').getAttribute('aria-label');
  const [, value, place] = cube.match(/^Doubling cube at (\d+), (in the middle|owned by .+)$/);
  return { winner, kind, points: Number(points), cubeValue: Number(value), cubeCentred: place === 'in the middle' };
}

/**
 * Plays a pass-and-play money game by clicks to its end (`laggard`: see moveOneChecker;
 * `double`: the player on roll doubles at the first chance and the other takes), and checks
 * what the page says against the rules: the points, the score, the 15 checkers off, the
 * statistics.
 */
async function playMoneyGame({ seed, jacoby, laggard, double = false }) {
  const { context, page } = await openQuickApp({ seed });
  const rules = await newGame(page, { opponent: 'human', length: '0', jacoby });
  if (double) {
    await playUntil(page, (text) => /to roll\.$/.test(text), { laggard });
    await control(page, 'Double').click();
    await control(page, 'Take').click();
  }
  const turns = await playUntil(page, (text) => /wins a (single game|gammon|backgammon)/.test(text), { laggard });
  assert.ok(turns >= 10, `both sides played (${turns} turns)`);
  const game = await finishedGame(page);
  assert.equal(game.points, pointsByRules(rules, game), `${JSON.stringify(rules)} ${JSON.stringify(game)}`);
  const [black, white] = await scores(page);
  assert.deepEqual(game.winner === 'Black' ? [black, white] : [white, black], [game.points, 0]);
  // The winner bore off all 15 checkers.
  const trays = await page.evaluate(() =>
    [...document.querySelectorAll('.board [data-point="off"]')].map((el) => `${el.dataset.player}:${el.dataset.count}`),
  );
  assert.ok(trays.includes(`${game.winner.toLowerCase()}:15`), trays.join(' '));
  assert.deepEqual(await controls(page), { 'Next game': true });
  const stats = await readStatistics(page);
  assert.deepEqual(stats.human.games, game.winner === 'Black' ? [1, 0] : [0, 1]);
  await context.close();
  return { rules, game };
}

test('a whole pass-and-play money game, by clicks to the end, scores by the rules', async () => {
  const { rules } = await playMoneyGame({ seed: 8 });
  assert.deepEqual(rules, { money: true, cube: true, jacoby: true }, 'money play starts with the Jacoby rule');
});

// GAMMON_SEED: dice on which White, the laggard, loses a gammon.
const GAMMON_SEED = Number(process.env.GAMMON_SEED ?? 3);

test('a gammon under the Jacoby rule, the cube in the middle, scores 1 point', async () => {
  const { rules, game } = await playMoneyGame({ seed: GAMMON_SEED, jacoby: true, laggard: 'White' });
  assert.equal(game.kind, 'gammon');
  assert.deepEqual([rules.jacoby, game.cubeCentred, game.cubeValue, game.points], [true, true, 1, 1]);
});

test('the same gammon without the Jacoby rule scores 2 points', async () => {
  const { rules, game } = await playMoneyGame({ seed: GAMMON_SEED, jacoby: false, laggard: 'White' });
  assert.equal(game.kind, 'gammon');
  assert.deepEqual([rules.jacoby, game.cubeCentred, game.cubeValue, game.points], [false, true, 1, 2]);
});

// CUBE_GAMMON_SEED: dice on which, after a double taken at the first chance, White loses a gammon.
const CUBE_GAMMON_SEED = Number(process.env.CUBE_GAMMON_SEED ?? 7);

test('a gammon under the Jacoby rule after a double taken scores 4 points', async () => {
  const { rules, game } = await playMoneyGame({ seed: CUBE_GAMMON_SEED, laggard: 'White', double: true });
  assert.equal(game.kind, 'gammon');
  assert.deepEqual([rules.jacoby, game.cubeCentred, game.cubeValue, game.points], [true, false, 2, 4]);
});

test('the cube: a double taken, a redouble dropped, and the score on screen', async () => {
  const { context, page } = await openQuickApp({ seed: 9 });
  await newGame(page, { opponent: 'human', length: '5' });
  // Roll until someone must move, then play the opening turn.
  await playUntil(page, (text) => /to roll\.$/.test(text));
  const [, first] = (await status(page)).match(/^(Black|White) to roll\.$/);
  const second = first === 'Black' ? 'White' : 'Black';
  // The player on roll doubles; the opponent takes: the cube shows 2 on the taker's side.
  await control(page, 'Double').click();
  assert.equal(await status(page), `${first} doubles to 2: ${second}, take or drop?`);
  await control(page, 'Take').click();
  const cube = page.locator('.board [data-cube="2"]');
  assert.match(await cube.getAttribute('aria-label'), new RegExp(`owned by ${second}`, 'i'));
  assert.equal(await control(page, 'Double').isDisabled(), true, 'the doubler no longer has the cube');
  // The doubler rolls and plays; the taker, on roll and owning the cube, redoubles to 4.
  await playUntil(page, (text) => text === `${second} to roll.`);
  await control(page, 'Double').click();
  assert.equal(await status(page), `${second} doubles to 4: ${first}, take or drop?`);
  await control(page, 'Drop').click();
  assert.equal(await status(page), `${second} wins a single game and 2 points (double dropped).`);
  const [black, white] = await scores(page);
  assert.deepEqual(second === 'Black' ? [black, white] : [white, black], [2, 0]);
  await control(page, 'Next game').click();
  assert.match(await status(page), /^Game 2: roll to see who starts\.$/);
  assert.deepEqual(await scores(page), [black, white], 'the score stays for game 2');
  assert.equal(await page.locator('.board [data-cube="64"]').count(), 1, 'the cube is back in the middle');
  await context.close();
});

test('statistics: counted when a game ends, kept over a reload, reset only after a confirmation', async () => {
  const { context, page } = await openQuickApp({ seed: 12 });
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), STATS_KEY), null);
  await readStatistics(page);
  assert.match(await page.locator('.stats-empty').textContent(), /No finished games yet/);
  assert.equal(await page.getByRole('button', { name: 'Reset statistics' }).isDisabled(), true);
  await closeScreen(page, 'Statistics');

  // Game 1 of a 3-point match ends with a dropped double.
  await newGame(page, { opponent: 'human', length: '3' });
  await playUntil(page, (text) => /to roll\.$/.test(text));
  const [, doubler] = (await status(page)).match(/^(Black|White) to roll\.$/);
  await control(page, 'Double').click();
  await control(page, 'Drop').click();
  assert.match(await status(page), /wins a single game and 1 point \(double dropped\)/);
  const blackWon = doubler === 'Black';
  let stats = await readStatistics(page);
  assert.deepEqual(stats.human, {
    games: blackWon ? [1, 0] : [0, 1],
    gammons: [0, 0],
    backgammons: [0, 0],
    matches: [0, 0],
  });
  await closeScreen(page, 'Statistics');
  await page.reload();
  await page.locator('.board').waitFor();
  assert.deepEqual((await readStatistics(page)).human.games, blackWon ? [1, 0] : [0, 1]);
  await closeScreen(page, 'Statistics');

  // A 1-point match that ends at once: the player on roll resigns a backgammon.
  await newGame(page, { opponent: 'human', length: '1' });
  while (!(await controls(page)).Resign) await control(page, 'Roll').click();
  const loser = await moverColour(page);
  await control(page, 'Resign').click();
  await page.getByRole('button', { name: 'Resign a backgammon' }).click();
  await control(page, 'Accept').click();
  assert.match(await status(page), /wins the match 3-0\./);
  stats = await readStatistics(page);
  const blackLost = loser === 'Black';
  assert.deepEqual(stats.human.games, [Number(blackWon) + Number(!blackLost), Number(!blackWon) + Number(blackLost)]);
  assert.deepEqual(stats.human.backgammons, blackLost ? [0, 1] : [1, 0]);
  assert.deepEqual(stats.human.gammons, [0, 0], 'a backgammon is not also a gammon');
  assert.deepEqual(stats.human.matches, blackLost ? [0, 1] : [1, 0]);

  // Reset asks first; "Keep them" keeps them.
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await dialog.getByRole('button', { name: 'Reset statistics' }).click();
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  assert.equal(await dialog.locator('[data-opponent="human"]').count(), 1);
  await dialog.getByRole('button', { name: 'Reset statistics' }).click();
  await dialog.getByRole('button', { name: 'Yes, reset' }).click();
  assert.match(await dialog.locator('.stats-empty').textContent(), /No finished games yet/);
  const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), STATS_KEY));
  assert.deepEqual(stored.opponents, []);
  // The finished match still on the board is not counted again after the reset and a reload.
  await page.reload();
  await page.locator('.board').waitFor();
  assert.deepEqual(await readStatistics(page), {});
  await context.close();
});

test('unreadable statistics are kept under a backup key, reported, and never overwritten', async () => {
  const { context, page } = await openQuickApp({ seed: 2 });
  const foreign = '{"version":99,"opponents":"from a newer app"}';
  const corrupt = '{"version":1,"opponents":[';
  await page.evaluate(
    ([key, backup, text, older]) => {
      localStorage.setItem(key, text);
      localStorage.setItem(backup, older);
    },
    [STATS_KEY, STATS_BACKUP_KEY, foreign, corrupt],
  );
  await page.reload();
  await page.getByRole('alert').waitFor();
  const alert = await page.getByRole('alert').textContent();
  assert.match(alert, /statistics could not be read: they were written by a newer version of the game/);
  assert.match(alert, new RegExp(`${STATS_BACKUP_KEY}\\.2`));
  const kept = await page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key)),
    [STATS_KEY, STATS_BACKUP_KEY, `${STATS_BACKUP_KEY}.2`],
  );
  assert.deepEqual(kept, [null, corrupt, foreign], 'the older backup stays, the new one goes beside it');
  await readStatistics(page);
  assert.match(
    await page.getByTestId('stats-backups').textContent(),
    new RegExp(`${STATS_BACKUP_KEY}, ${STATS_BACKUP_KEY}\\.2`),
  );
  await context.close();
});

test('the Rules and help screen and the Statistics screen fit a 360 px phone', async () => {
  const viewport = { width: 360, height: 740 };
  const { context, page } = await openQuickApp({ seed: 3, viewport });
  await newGame(page, { opponent: 'human', length: '3' });
  // A table with every opponent and large counts, the widest it gets.
  await page.evaluate((key) => {
    const tally = {
      games_won: 1234, games_lost: 987, gammons_won: 321, gammons_lost: 210,
      backgammons_won: 45, backgammons_lost: 12, matches_won: 101, matches_lost: 99,
    };
    const opponents = [
      ['random', 'Computer: Beginner (random moves)'],
      ['pubeval', 'Computer: Intermediate (pubeval)'],
      ['expert', 'Computer: Expert (neural net)'],
      ['human', 'Two players'],
    ].map(([k, name]) => ({ key: k, name, tally }));
    localStorage.setItem(key, JSON.stringify({ version: 1, opponents, counted: [] }));
  }, STATS_KEY);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const name of ['Statistics', 'Rules', 'New game']) {
    assert.equal(await menu.getByRole('button', { name, exact: true }).isVisible(), true, name);
  }
  const stats = await readStatistics(page);
  assert.deepEqual(Object.keys(stats), ['random', 'pubeval', 'expert', 'human']);
  assert.deepEqual(stats.expert.games, [1234, 987]);
  // Nothing wider than the screen: neither the page nor the open screen scrolls sideways.
  const widths = async () =>
    page.evaluate(() =>
      Math.max(
        document.documentElement.scrollWidth,
        // The open dialog (a full-screen <dialog>) and the box inside it.
        ...[...document.querySelectorAll('dialog[open], dialog[open] .dialog')].map(
          (dialog) => dialog.getBoundingClientRect().right + dialog.scrollWidth - dialog.clientWidth,
        ),
      ),
    );
  assert.ok((await widths()) <= viewport.width, `statistics: no horizontal scrolling (${await widths()} px)`);
  await page.screenshot({ path: join(ARTIFACTS, 'statistics-phone-360.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Statistics' }).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Rules' }).click();
  const help = page.getByRole('dialog', { name: 'Rules and help' });
  await help.waitFor();
  await bookDrawn(page);
  const headings = await help.locator('h3').allTextContents();
  assert.deepEqual(headings, [
    'Contents', 'In short', 'The board and how to set it up', 'Moving, hitting and entering from the bar',
    'Using both dice', 'Bearing off', 'The end of the game and the score', 'The doubling cube', 'Match play',
    'Money play: the Jacoby rule and beavers', 'Where this app departs from the official rules, and why',
    'Where the rules come from', 'Questions and answers', 'The best opening plays', 'First ideas of strategy',
    'Using this app',
  ]);
  for (const phrase of [/Crawford/, /Jacoby/, /beaver/i, /larger one/, /bar/, /Undo/]) {
    assert.match(await help.textContent(), phrase);
  }
  assert.ok((await widths()) <= viewport.width, `help: no horizontal scrolling (${await widths()} px)`);
  await page.screenshot({ path: join(ARTIFACTS, 'help-phone-360.png') });
  // A contents link scrolls to its section and stays on the page (the page has a <base>).
  const url = page.url();
  await help.getByRole('link', { name: 'Match play' }).click();
  await page.waitForFunction(() => {
    const top = document.getElementById('book-match').getBoundingClientRect().top;
    return top > -2 && top < 100;
  });
  assert.equal(page.url(), url);
  await closeScreen(page, 'Rules and help');
  await context.close();
});

noProblemsTest();
