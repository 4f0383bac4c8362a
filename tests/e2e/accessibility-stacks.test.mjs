// axe-core (see axe.mjs) where two faults were found that no other test reached. A stack taller
// than the drawing writes its count on its last checker ("6" beside the point's number "6"):
// axe's label-content-name-mismatch counts even hidden text inside a labelled control, so the
// count is drawn beside the point's (and the bar's) labelled group, never inside it; checked on
// the table in all four languages and in the review's replay. And a long move log scrolls: on
// the table its list is a tab stop named "Moves" (scrollable-region-focusable), scrolled by the
// keyboard; on the review its lines are buttons, and the list is no extra tab stop. On a
// desktop and on a phone (isMobile, hasTouch, scale 2) by taps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, startFrom, useSettings, noProblemsTest } from './harness.mjs';
import { violations } from './axe.mjs';
import { openLongMatch } from './long-match.mjs';

/** Six checkers on one side's 6-point, five of the other side's on the bar (a money game, to
 * roll): a point and a bar half that each write their count. */
const STACK_AND_BAR = '4GfwATDgczAAfA:MAEAAAAAAAAE';

const DESKTOP = { width: 1280, height: 860 };
const PHONE_360 = { width: 360, height: 740 };

/** The stack counts drawn, each with whether it is inside a control (a point, a bar half). */
const stackCounts = (page) => page.locator('.board [data-stack-count]').evaluateAll((texts) =>
  texts.map((text) => ({
    count: Number(text.dataset.stackCount),
    text: text.textContent.trim(),
    inControl: text.parentElement.closest('[role="button"]') !== null,
  })));

/** The largest number of checkers on one of the board's points. */
const tallestPoint = (page) => page.locator('.board g.point[data-count]').evaluateAll(
  (points) => Math.max(...points.map((point) => Number(point.dataset.count))));

for (const [lang, viewport, phone] of [
  ['en', DESKTOP, false], ['pl', DESKTOP, false], ['eo', DESKTOP, false], ['et', DESKTOP, false],
  ['en', PHONE_360, true],
]) {
  const where = `lang=${lang}, ${viewport.width}x${viewport.height}${phone ? ', phone' : ''}`;
  test(`a stack of six and five on the bar write their counts outside the labels; axe finds nothing (${where})`, async () => {
    const { context, page } = await openApp({ viewport, phone, query: `&lang=${lang}` });
    await startFrom(page, STACK_AND_BAR);
    assert.deepEqual(await violations(page), [], 'axe on the table');
    const counts = await stackCounts(page);
    assert.deepEqual(counts.map(({ count, text }) => [count, text]).sort(), [[5, '5'], [6, '6']],
      'the 6-stack and the 5 on the bar show their counts');
    assert.ok(counts.every(({ inControl }) => !inControl), 'no count inside a labelled control');
    await context.close();
  });
}

for (const [viewport, phone] of [[DESKTOP, false], [PHONE_360, true]]) {
  const where = `${viewport.width}x${viewport.height}${phone ? ', phone by taps' : ''}`;
  test(`the review at a stack of six: axe finds nothing (${where})`, async () => {
    const { context, page } = await openApp({ viewport, phone });
    await useSettings(page, { animation: 'off' });
    const press = phone ? (locator) => locator.tap() : (locator) => locator.click();
    await openLongMatch(page, press);
    // The review's log lines are its tab stops: its list is none.
    assert.equal(await page.getByTestId('move-log').getAttribute('tabindex'), null);
    // Replayed from game 1 until a point holds six checkers or more.
    const first = page.locator('[data-testid="log-game"][data-game="1"]');
    await first.scrollIntoViewIfNeeded();
    await press(first);
    const forward = page.getByTestId('replay-forward');
    for (let step = 0; step < 400 && (await tallestPoint(page)) < 6; step += 1) await press(forward);
    assert.ok((await tallestPoint(page)) >= 6, 'the replay reached a stack of six');
    assert.deepEqual(await violations(page), [], 'axe on the review at a stack of six');
    assert.ok((await stackCounts(page)).some(({ count }) => count >= 6), 'its count is drawn');
    await context.close();
  });

  test(`the table after a 26-game match: its long log is reached and scrolled by the keyboard; axe finds nothing (${where})`, async () => {
    const { context, page } = await openApp({ viewport, phone });
    await useSettings(page, { animation: 'off' });
    const press = phone ? (locator) => locator.tap() : (locator) => locator.click();
    await openLongMatch(page, press);
    await press(page.getByTestId('review-leave'));
    await page.getByTestId('review').waitFor({ state: 'detached' });
    const log = page.getByTestId('move-log');
    const size = await log.evaluate((list) => [list.scrollHeight, list.clientHeight]);
    assert.ok(size[0] > size[1], `the log scrolls (${size.join(' > ')})`);
    assert.deepEqual(await violations(page), [], 'axe on the table with the long log');
    assert.equal(await log.getAttribute('tabindex'), '0');
    assert.equal(await log.getAttribute('aria-label'), 'Moves');
    await log.focus();
    const before = await log.evaluate((list) => list.scrollTop);
    await page.keyboard.press('Home');
    await page.waitForFunction((was) => {
      const list = document.querySelector('[data-testid="move-log"]');
      return Math.abs(list.scrollTop - was) > 10;
    }, before);
    await context.close();
  });
}

noProblemsTest();
