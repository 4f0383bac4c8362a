// The review (issue 18): after a 1-point match against the computer with seeded dice, the
// game-over panel's "Analyse the match" opens the review; Analyse runs the engine's analysis of
// every decision in the worker a piece at a time, with a progress bar; Stop stops it and
// Analyse goes on from there; the table gives each player's counts, error rate, rating and
// luck; the chart of the winning chances marks the mistakes and goes to a position when
// pressed; the largest mistake opens its position with the hint list and its arrows; the
// replay steps back and forward by the arrow keys (from anywhere on the screen, no focus
// needed), by buttons and from the move log (a click, a tap, Enter on a line), the board takes
// no move while replaying, and leaving it shows the live match as it was. The table has the
// cube errors by kind and the result and luck-adjusted result; the chart says how its chances
// were found. Reopening the review does not compute again (it is kept in localStorage, one
// review per match). A 3-point match with a wrong double and a wrong pass, set up through the
// save: its cube-error rows, its cube mistakes opening the cube hint, and axe on the screen in
// all four languages. On a 360 px phone the same by taps. No main-thread task of 50 ms while
// the worker analyses (traced CPU time); axe finds no violation on the screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  ARTIFACTS, openQuickApp, newGame, playUntil, noProblemsTest, useSettings, watchMainThread,
  longTasksSince,
} from './harness.mjs';
import { violations } from './axe.mjs';
import { SAVE_KEY } from './keys.mjs';

const REVIEW_KEY = 'bg-web.review';


/** Plays a 1-point match against Random with the page's seeded dice, to its end. */
async function playShortMatch(page) {
  await newGame(page, { opponent: 'random', length: '1' });
  await playUntil(page, (text) => /wins? the match/.test(text), { deadline: 90_000 });
}

const progressText = (page) => page.getByTestId('review-progress-text').textContent();
const replayAt = async (page) => Number(await page.getByTestId('replay-where').getAttribute('data-at'));

/** Clicks (or taps) an element. */
const press = (locator, tap) => (tap ? locator.tap() : locator.click());

/** Analyses the match from the review screen: Analyse, see the progress move, Stop, see it
 * stay, Analyse again to the end. */
async function analyse(page, tap) {
  await press(page.getByTestId('review-analyse'), tap);
  await page.getByTestId('review-stop').waitFor();
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="review-progress-text"]')?.textContent ?? '';
    return /Analysed [1-9]\d* of/.test(text);
  });
  await press(page.getByTestId('review-stop'), tap);
  await page.getByTestId('review-analyse').waitFor();
  // The piece asked before Stop may still come in; after it nothing moves.
  await page.waitForTimeout(2500);
  const stopped = await progressText(page);
  await page.waitForTimeout(1500);
  assert.equal(await progressText(page), stopped, 'Stop stops the analysis');
  const [done, total] = stopped.match(/\d+/g).map(Number);
  assert.ok(done < total, `stopped part way: ${stopped}`);
  await press(page.getByTestId('review-analyse'), tap);
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="review-progress-text"]')?.textContent ?? '';
    const [done, total] = (text.match(/\d+/g) ?? []).map(Number);
    return total > 0 && done === total;
  }, null, { timeout: 120_000 });
  await page.getByTestId('review-analyse').waitFor();
  return total;
}

/** The cells of the table's row whose header starts with `label`. */
async function rowCells(page, label) {
  return page.getByTestId('review-table').locator('tr', { hasText: label })
    .first().locator('td').allTextContents();
}

async function checkTableAndChart(page) {
  const table = await page.getByTestId('review-table').textContent();
  for (const row of ['Unforced decisions', 'Doubtful errors', 'Bad errors', 'Very bad errors',
    'Error rate (×1000)', 'Rating', 'Luck', 'Missed doubles', 'Wrong doubles', 'Wrong takes',
    'Wrong passes', 'Result (match winning chances)',
    'Luck-adjusted result (match winning chances)']) {
    assert.ok(table.includes(row), `the table has ${row}: ${table}`);
  }
  // A 1-point match has no cube: no cube error of any kind.
  assert.deepEqual(await rowCells(page, 'Wrong doubles'), ['0 (0.000; 0.0%)', '0 (0.000; 0.0%)']);
  // The match is over: its result is the whole chance, +50% and -50% from 50% each.
  const result = await rowCells(page, 'Result (');
  assert.deepEqual([...result].sort(), ['+50.0%', '-50.0%'], `result: ${result}`);
  const adjusted = await rowCells(page, 'Luck-adjusted result');
  assert.ok(adjusted.every((cell) => /^[+-]\d+\.\d%$/.test(cell)), `adjusted: ${adjusted}`);
  assert.match(await page.getByTestId('review-chart-axis').textContent(),
    /as the analysis at (World class|Expert) evaluated it/);
  assert.match(table, /You.*Computer/s, 'a column per player');
  assert.match(table, /Supernatural|World class|Expert|Advanced|Intermediate|Casual player|Beginner|Awful!/);
  const chart = page.getByTestId('review-chart');
  assert.ok((await chart.locator('.chart-point').count()) > 5, 'a point after every play');
  assert.ok((await chart.locator('.chart-mark').count()) > 0, 'Random makes mistakes, marked');
  return chart;
}

test('a 1-point match analysed with progress and Stop, its chart, table, mistakes and replay', async () => {
  const { context, page } = await openQuickApp({ seed: 11 });
  await playShortMatch(page);
  const liveStatus = await page.getByTestId('status').textContent();
  await page.getByTestId('game-over-review').click();
  await page.getByTestId('review').waitFor();
  // The arrow keys step the replay at once, with the focus nowhere in particular.
  await page.evaluate(() => document.activeElement?.blur());
  const last = await replayAt(page);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await replayAt(page), last - 1, 'ArrowLeft without focus');
  await page.keyboard.press('ArrowRight');
  assert.equal(await replayAt(page), last, 'ArrowRight without focus');
  await watchMainThread(page);
  const total = await analyse(page, false);
  assert.deepEqual(await longTasksSince('the analysis'), [],
    'no main-thread task of 50 ms of CPU while the worker analyses');
  const chart = await checkTableAndChart(page);
  // A press on the chart goes to that position (here the last mistake's mark: the marks lie
  // over the line's points).
  const point = chart.locator('.chart-mark').last();
  const target = Number(await point.getAttribute('data-at'));
  await point.click();
  assert.equal(await replayAt(page), target);
  // The largest mistake: its position, the hint list with the play made chosen, its arrows.
  const mistake = page.getByTestId('review-mistake').first();
  const at = Number(await mistake.getAttribute('data-at'));
  await mistake.click();
  assert.equal(await replayAt(page), at);
  await page.getByTestId('hint-panel').waitFor();
  assert.ok((await page.getByTestId('hint-play').count()) >= 1, 'the hint list');
  await page.getByTestId('teach-me').click();
  assert.ok((await page.getByTestId('teach-sentences').textContent()).length > 10, 'Teach me');
  await page.screenshot({ path: join(ARTIFACTS, 'review-1280-mistake.png'), fullPage: true });
  // Replay by keys: right and left arrows, the focus on the page's body; the board takes no
  // move.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('ArrowRight');
  assert.equal(await replayAt(page), Math.min(at + 1, total));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await replayAt(page), Math.max(at - 1, 0));
  // An arrow key with a modifier is the browser's (Alt+Left is Back): the replay stays.
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal(await replayAt(page), Math.max(at - 1, 0), 'Shift+ArrowRight is not the replay\'s');
  assert.equal(await page.locator('.board [data-movable="true"]').count(), 0, 'read-only');
  // Replay from the move log: a click on a line, and Enter on a focused one, go to the
  // position after its action, marked as the current line.
  const lines = page.getByTestId('log-line');
  assert.ok((await lines.count()) > 10, 'a line per action the log shows');
  const third = lines.nth(2);
  const thirdAt = Number(await third.getAttribute('data-at'));
  await third.click();
  assert.equal(await replayAt(page), thirdAt);
  assert.equal(await third.getAttribute('aria-current'), 'step');
  const fifth = lines.nth(4);
  await fifth.focus();
  await page.keyboard.press('Enter');
  assert.equal(await replayAt(page), Number(await fifth.getAttribute('data-at')));
  assert.deepEqual(await violations(page), [], 'axe on the review screen');
  // Back to the match, as it was.
  await page.getByTestId('review-leave').click();
  await page.getByTestId('review').waitFor({ state: 'detached' });
  assert.equal(await page.getByTestId('status').textContent(), liveStatus);
  // Reopened after a reload: the analysis is kept, nothing is computed again.
  await page.reload();
  await page.getByTestId('game-over-review').click();
  await page.getByTestId('review-table').waitFor();
  assert.equal(await progressText(page), `Analysed ${total} of ${total} actions`);
  await context.close();
});

test('on a 360 px phone: analysed, the chart in view, replay by taps', async () => {
  const { context, page } = await openQuickApp({
    seed: 11, viewport: { width: 360, height: 740 }, phone: true,
  });
  await playShortMatch(page);
  await page.getByTestId('game-over-review').tap();
  await page.getByTestId('review').waitFor();
  const total = await analyse(page, true);
  // Expert, the quick depth, analyses again from the start.
  await page.getByTestId('review-depth').selectOption('expert');
  await page.getByTestId('review-analyse').tap();
  await page.waitForFunction(([key, total]) => {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null');
    const review = kept?.reviews?.at(-1);
    return kept?.version === 2 && kept.reviews.length === 1 && review?.depth === 'Expert'
      && review.done === total;
  }, [REVIEW_KEY, total], { timeout: 60_000 });
  await page.getByTestId('review-analyse').waitFor();
  const chart = await checkTableAndChart(page);
  const box = await chart.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 360, `the chart fits the width: ${JSON.stringify(box)}`);
  assert.ok(box.height >= 100, `the chart is tall enough to read: ${box.height}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `no horizontal scrolling (${width})`);
  await page.getByTestId('replay-back').tap();
  const before = await replayAt(page);
  await page.getByTestId('replay-back').tap();
  assert.equal(await replayAt(page), before - 1);
  await page.getByTestId('replay-forward').tap();
  assert.equal(await replayAt(page), before);
  // A tap on a line of the move log goes to its position.
  const line = page.getByTestId('log-line').nth(3);
  await line.scrollIntoViewIfNeeded();
  await line.tap();
  assert.equal(await replayAt(page), Number(await line.getAttribute('data-at')));
  await chart.scrollIntoViewIfNeeded();
  await chart.screenshot({ path: join(ARTIFACTS, 'review-360-chart.png') });
  await page.screenshot({ path: join(ARTIFACTS, 'review-360.png'), fullPage: true });
  assert.deepEqual(await violations(page), [], 'axe on the phone');
  await context.close();
});

/** A 3-point match between Black and White, set up through the save: Black opens 31 with
 * 8/5 6/5, White doubles at once (a wrong double) and Black passes (a wrong pass). */
async function storeEarlyDoublePassed(page) {
  const save = JSON.stringify({
    version: 2,
    setup: {
      names: ['Black', 'White'], opponent: 'Human', length: 3, cube: true, jacoby: true,
      beavers: true,
    },
    actions: ['o:31', 'p:8/5 6/5', 'd', 'x'],
  });
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, save]);
  await page.reload();
  await page.locator('.board').waitFor();
}

/** Opens the review from the game-over panel by a click or a tap. */
async function openReview(page, tap) {
  await press(page.getByTestId('game-over-review'), tap);
  await page.getByTestId('review').waitFor();
}

/** Opens the review of the stored cube match and analyses it at Expert, by clicks or taps. */
async function analyseCubeMatch(page, tap) {
  await openReview(page, tap);
  await page.getByTestId('review-depth').selectOption('expert');
  await press(page.getByTestId('review-analyse'), tap);
  await page.waitForFunction(() => /Analysed 4 of 4/.test(
    document.querySelector('[data-testid="review-progress-text"]')?.textContent ?? ''));
}

test('cube errors by kind, the cube mistakes with the cube hint, axe in four languages', async () => {
  const { context, page } = await openQuickApp({ seed: 3 });
  await storeEarlyDoublePassed(page);
  await analyseCubeMatch(page, false);
  const none = '0 (0.000; 0.0%)';
  const [blackDouble, whiteDouble] = await rowCells(page, 'Wrong doubles');
  assert.equal(blackDouble, none);
  assert.match(whiteDouble, /^1 \(-\d+\.\d{3}; -\d+\.\d%\)$/, 'White doubled too early');
  const [blackPass, whitePass] = await rowCells(page, 'Wrong passes');
  assert.match(blackPass, /^1 \(-\d+\.\d{3}; -\d+\.\d%\)$/, 'Black should have taken');
  assert.equal(whitePass, none);
  assert.deepEqual(await rowCells(page, 'Missed doubles'), [none, none]);
  const result = await rowCells(page, 'Result (');
  assert.ok(result[0].startsWith('-') && result[1].startsWith('+'), `White won: ${result}`);
  // Each cube mistake opens its position with the cube hint.
  const mistakes = page.getByTestId('review-mistake');
  assert.equal(await mistakes.count(), 2, 'the double and the pass');
  for (let index = 0; index < 2; index += 1) {
    const mistake = mistakes.nth(index);
    const at = Number(await mistake.getAttribute('data-at'));
    await mistake.click();
    assert.equal(await replayAt(page), at);
    await page.getByTestId('cube-hint').waitFor();
    assert.ok((await page.getByTestId('cube-hint').textContent()).length > 10, 'the cube hint');
  }
  await page.screenshot({ path: join(ARTIFACTS, 'review-1280-cube.png'), fullPage: true });
  // The review is kept: in each language the screen shows it without computing again, and
  // axe finds nothing.
  for (const language of ['en', 'pl', 'eo', 'et']) {
    await useSettings(page, { animation: 'off', language });
    await openReview(page, false);
    await page.getByTestId('review-table').waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), language);
    assert.equal(await page.getByTestId('review-analyse').count(), 1, 'nothing is running');
    assert.deepEqual(await violations(page), [], `axe on the review screen in ${language}`);
  }
  await context.close();
});

// At 1024 x 768 the side column was 290 px, narrower than the table's longest words in
// Estonian, Polish and Esperanto: White's column was cut off.
test('at 1024 x 768 the table of both players fits the side column in every language', async () => {
  const { context, page } = await openQuickApp({ seed: 3, viewport: { width: 1024, height: 768 } });
  await storeEarlyDoublePassed(page);
  await analyseCubeMatch(page, false);
  for (const language of ['et', 'pl', 'eo', 'en']) {
    await useSettings(page, { animation: 'off', language });
    await openReview(page, false);
    const table = page.getByTestId('review-table');
    await table.waitFor();
    await table.scrollIntoViewIfNeeded();
    const fit = await table.evaluate((element) => {
      const side = element.closest('.review-side');
      const box = element.getBoundingClientRect();
      const column = side.getBoundingClientRect();
      // Every cell of the last column (White's) that the column shows is drawn at its centre.
      const top = Math.max(column.top, 0);
      const bottom = Math.min(column.bottom, innerHeight);
      const hidden = [...element.querySelectorAll('tr > :last-child')].filter((cell) => {
        const r = cell.getBoundingClientRect();
        const y = r.top + r.height / 2;
        return y > top && y < bottom
          && !cell.contains(document.elementFromPoint(r.left + r.width / 2, y));
      }).map((cell) => cell.textContent);
      return {
        right: Math.round(box.right), column: Math.round(column.right),
        sideways: side.scrollWidth - side.clientWidth, hidden,
      };
    });
    assert.ok(fit.right <= fit.column, `${language}: the table ends at ${fit.right}, the column at ${fit.column}`);
    assert.equal(fit.sideways, 0, `${language}: the side column does not scroll sideways`);
    assert.deepEqual(fit.hidden, [], `${language}: White's column drawn`);
  }
  await page.screenshot({ path: join(ARTIFACTS, 'review-1024-en.png') });
  await context.close();
});

test('on a phone: the cube match reviewed by taps, its cube rows on screen', async () => {
  const { context, page } = await openQuickApp({
    seed: 3, viewport: { width: 360, height: 740 }, phone: true,
  });
  await storeEarlyDoublePassed(page);
  await analyseCubeMatch(page, true);
  const row = page.getByTestId('review-table').locator('tr', { hasText: 'Wrong doubles' });
  await row.scrollIntoViewIfNeeded();
  const box = await row.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 360, `the row fits: ${JSON.stringify(box)}`);
  await page.getByTestId('review-mistake').first().tap();
  await page.getByTestId('cube-hint').waitFor();
  // The list of mistakes is far below the board: a tap on one brings the board, which shows
  // its position, into view.
  assert.ok(await page.locator('.review .board').evaluate((board) => {
    const box = board.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.top + box.height / 2 < innerHeight && board.contains(hit);
  }), 'the board in view');
  await page.getByTestId('log-line').first().tap();
  assert.equal(await replayAt(page), 4, 'the newest line first: after the pass');
  assert.deepEqual(await violations(page), [], 'axe on the phone');
  await context.close();
});

noProblemsTest();
