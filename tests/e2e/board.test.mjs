// End-to-end tests of the board and the turn: a reload in the middle of a turn, the settings
// (animation speed, auto-confirm, forced moves, double-click bear-off), animations that never
// change the final board, point numbers from the viewer's side, keyboard play, a phone screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SAVE_KEY, openApp, newGame, control, movable, destinations, boardState, playTurnByClicks,
  roll, noProblemsTest,
} from './harness.mjs';

const SETTINGS_KEY = 'bg-web.settings';

/** Stores settings (missing fields take their defaults) and reloads so that the app reads them. */
async function useSettings(page, settings) {
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key, text),
    [SETTINGS_KEY, JSON.stringify({ version: 1, settings })],
  );
  await page.reload();
  await page.locator('.board').waitFor();
}

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
  assert.equal(saved.version, 2);
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

noProblemsTest();
