// The review (issue 18): after a 1-point match against the computer with seeded dice, the
// game-over panel's "Analyse the match" opens the review; Analyse runs the engine's analysis of
// every decision in the worker a piece at a time, with a progress bar; Stop stops it and
// Analyse goes on from there; the table gives each player's counts, error rate, rating and
// luck; the chart of the winning chances marks the mistakes and goes to a position when
// pressed; the largest mistake opens its position with the hint list and its arrows; the
// replay steps back and forward by the arrow keys and by buttons, the board takes no move
// while replaying, and leaving it shows the live match as it was. Reopening the review does
// not compute again (it is kept in localStorage). On a 360 px phone the same by taps. No
// main-thread task of 50 ms while the worker analyses; axe finds no violation on the screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ARTIFACTS, REPO_ROOT, openQuickApp, newGame, playUntil, noProblemsTest,
} from './harness.mjs';

const AXE_DIR = process.env.AXE_CORE_DIR ?? join(REPO_ROOT, '.tools/npm/node_modules/axe-core');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page, a line per rule and element. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: readFileSync(join(AXE_DIR, 'axe.min.js'), 'utf8') });
  }
  const results = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: tags, resultTypes: ['violations'] }),
    TAGS,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary}`));
}

/** Counts the page's long tasks (50 ms or more) from now on. */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
}

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

async function checkTableAndChart(page) {
  const table = await page.getByTestId('review-table').textContent();
  for (const row of ['Unforced decisions', 'Doubtful errors', 'Bad errors', 'Very bad errors',
    'Error rate (×1000)', 'Rating', 'Luck']) {
    assert.ok(table.includes(row), `the table has ${row}: ${table}`);
  }
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
  await watchLongTasks(page);
  const total = await analyse(page, false);
  const chart = await checkTableAndChart(page);
  assert.deepEqual(
    (await page.evaluate(() => window.longTasks)).filter((ms) => ms >= 50),
    [],
    'no main-thread task of 50 ms while the worker analyses',
  );
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
  // Replay by keys: right and left arrows; the board takes no move.
  // The keys work while the focus is in the review screen (here on the replay's Forward).
  await page.getByTestId('replay-forward').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await replayAt(page), Math.min(at + 1, total));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await replayAt(page), Math.max(at - 1, 0));
  assert.equal(await page.locator('.board [data-movable="true"]').count(), 0, 'read-only');
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
  await page.waitForFunction((total) => {
    const kept = JSON.parse(localStorage.getItem('bg-web.review') ?? 'null');
    return kept?.depth === 'Expert' && kept.done === total;
  }, total, { timeout: 60_000 });
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
  await page.screenshot({ path: join(ARTIFACTS, 'review-360.png'), fullPage: true });
  assert.deepEqual(await violations(page), [], 'axe on the phone');
  await context.close();
});

noProblemsTest();
