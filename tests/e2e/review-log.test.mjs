// The review's move log lists the game replayed, not the whole match (issue 18). A 26-game
// match read from a .mat file opens in the review at its end: the log shows the last game
// only, from its header, and above it a button per game, the one replayed marked
// (aria-current), in a navigation landmark named for screen readers. A game's button, pressed
// by Enter or Space with the focus on it, goes to that game's first position and the log
// follows; so does the replay when an arrow key steps into another game. axe finds nothing;
// the names are the reader's language's. On a 360 px phone the same by taps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  ARTIFACTS, openQuickApp, useSettings, noProblemsTest,
} from './harness.mjs';
import { violations } from './axe.mjs';
import { openLongMatch } from './long-match.mjs';

const replayAt = async (page) => Number(await page.getByTestId('replay-where').getAttribute('data-at'));

/** The game links: each game's number, where it starts and whether it is the one shown. */
const gameLinks = (page) => page.getByTestId('log-game').evaluateAll((buttons) => buttons.map(
  (button) => ({
    game: Number(button.dataset.game),
    at: Number(button.dataset.at),
    current: button.getAttribute('aria-current') === 'true',
  })));

/** Checks that the log lists game `number` alone: its header, and only lines that lead to a
 * position of that game (from its start to the next game's). */
async function assertLogOfGame(page, number) {
  const links = await gameLinks(page);
  assert.deepEqual(links.filter((link) => link.current).map((link) => link.game), [number],
    'the game shown marked');
  const start = links[number - 1].at;
  const end = number < links.length ? links[number].at : Infinity;
  const ats = await page.getByTestId('log-line').evaluateAll(
    (lines) => lines.map((line) => Number(line.dataset.at)));
  assert.ok(ats.length > 0, 'the game has lines');
  assert.ok(ats.every((at) => at >= start && at < end),
    `game ${number} is ${start}..${end}: ${ats.join(' ')}`);
  const headers = await page.locator('[data-testid="move-log"] li.header').allTextContents();
  assert.deepEqual(headers, [`Game ${number}`], 'its header alone');
  assert.match(await page.getByTestId('replay-where').textContent(),
    new RegExp(`^Game ${number} of ${links.length},`));
}

test('the log lists the game replayed; the games are reached by keyboard, named for screen readers', async () => {
  const { context, page } = await openQuickApp({});
  await openLongMatch(page, (locator) => locator.click());
  const nav = page.getByRole('navigation', { name: 'Games of the match' });
  await nav.waitFor();
  const links = await gameLinks(page);
  assert.equal(links.length, 26, 'a button per game');
  assert.deepEqual(links.map((link) => link.game), links.map((_, index) => index + 1));
  assert.equal(links[0].at, 0, 'the first game starts the match');
  await assertLogOfGame(page, 26);
  // Enter on a focused game's button: that game's first position, the log follows, the focus
  // stays on the button.
  const third = nav.getByRole('button', { name: 'Game 3', exact: true });
  await third.focus();
  await page.keyboard.press('Enter');
  assert.equal(await replayAt(page), links[2].at);
  await assertLogOfGame(page, 3);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.game), '3');
  // Space on the next one.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.game), '4');
  await page.keyboard.press('Space');
  assert.equal(await replayAt(page), links[3].at);
  await assertLogOfGame(page, 4);
  // The arrow key steps back into game 3: the log shows game 3 again.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('ArrowLeft');
  assert.equal(await replayAt(page), links[3].at - 1);
  await assertLogOfGame(page, 3);
  // A line of the log still goes to its position, within the game.
  const line = page.getByTestId('log-line').nth(2);
  const lineAt = Number(await line.getAttribute('data-at'));
  await line.click();
  assert.equal(await replayAt(page), lineAt);
  await assertLogOfGame(page, 3);
  await page.screenshot({ path: join(ARTIFACTS, 'review-log-1280.png'), fullPage: true });
  assert.deepEqual(await violations(page), [], 'axe on the review screen with the game links');
  // In Polish the landmark and the buttons are named in Polish.
  await useSettings(page, { animation: 'off', language: 'pl' });
  await page.getByTestId('open-review').click();
  const polish = page.getByRole('navigation', { name: 'Gry meczu' });
  await polish.waitFor();
  assert.equal(await polish.getByRole('button', { name: 'Gra 26', exact: true })
    .getAttribute('aria-current'), 'true');
  await polish.getByRole('button', { name: 'Gra 3', exact: true }).click();
  assert.match(await page.getByTestId('replay-where').textContent(), /^Gra 3 z 26,/);
  assert.deepEqual(await violations(page), [], 'axe in Polish');
  await context.close();
});

test('on a 360 px phone: a game chosen by a tap, its log alone, nothing wider than the screen', async () => {
  const { context, page } = await openQuickApp({
    phone: true, viewport: { width: 360, height: 740 },
  });
  const tap = (locator) => locator.tap();
  await openLongMatch(page, tap);
  const second = page.locator('[data-testid="log-game"][data-game="2"]');
  await second.scrollIntoViewIfNeeded();
  await second.tap();
  await assertLogOfGame(page, 2);
  const box = await page.getByTestId('log-games').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 360, `the links fit: ${JSON.stringify(box)}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `no horizontal scrolling (${width})`);
  await page.screenshot({ path: join(ARTIFACTS, 'review-log-360.png'), fullPage: true });
  assert.deepEqual(await violations(page), [], 'axe on the phone');
  await context.close();
});

noProblemsTest();
