// An XGID's rules beyond the GNU Backgammon ID (issue 18). Pasted in the Position dialog, an
// XGID of a money game whose rules allow no beaver opens a match with no beaver: doubled, the
// taker is offered Take and Pass and no Beaver, also after a reload (the save's set-up start is
// a GNU Backgammon ID, read under the setup's rule); the same XGID with beavers allowed offers
// the beaver. An XGID whose largest cube is below the game's 64 is refused with a message
// saying so, and the match is kept. On a phone by taps too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SAVE_KEY, openQuickApp, control, noProblemsTest } from './harness.mjs';

/** Money play, Jacoby on (rules bit 0); the bottom player has doubled, the top must answer. */
const doubled = (rules, maxCube = 10) =>
  `XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:${rules}:0:${maxCube}`;

/** Pastes `id` in the Position dialog and opens it as pass and play. */
async function openPasted(page, press, id) {
  await press(page.locator('button[data-action="position-ids"]'));
  await page.getByTestId('position-dialog').waitFor();
  await page.getByTestId('ids-paste').fill(id);
  await press(page.locator('button[data-action="open-id"]'));
  await page.getByTestId('link-dialog').waitFor();
  await press(page.getByTestId('link-pass-and-play'));
  await page.getByTestId('link-dialog').waitFor({ state: 'detached' });
  await control(page, 'Take').waitFor();
}

/** The cube answers offered. */
const answers = (page) => page.locator('button[data-control]').evaluateAll((buttons) => buttons
  .map((button) => button.dataset.control)
  .filter((name) => ['Take', 'Drop', 'Beaver'].includes(name)));

for (const [name, options] of [
  ['desktop', {}],
  ['phone', { phone: true, viewport: { width: 360, height: 740 } }],
]) {
  test(`${name}: a pasted XGID keeps its beaver rule; a cube limit below 64 is refused`, async () => {
    const { context, page } = await openQuickApp(options);
    const press = options.phone ? (locator) => locator.tap() : (locator) => locator.click();
    await openPasted(page, press, doubled(1));
    assert.deepEqual(await answers(page), ['Take', 'Drop'], 'no beaver: the XGID allows none');
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), SAVE_KEY);
    assert.equal(saved.setup.beavers, false, 'the save keeps the rule');
    await page.reload();
    await control(page, 'Take').waitFor();
    assert.deepEqual(await answers(page), ['Take', 'Drop'], 'still none after a reload');
    await openPasted(page, press, doubled(3));
    assert.deepEqual(await answers(page), ['Take', 'Drop', 'Beaver'], 'beavers allowed (rules 3)');
    // A largest cube of 32: refused, said so, the match kept.
    const before = await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
    await press(page.locator('button[data-action="position-ids"]'));
    await page.getByTestId('position-dialog').waitFor();
    await page.getByTestId('ids-paste').fill(doubled(3, 5));
    await press(page.locator('button[data-action="open-id"]'));
    const error = page.getByTestId('ids-error');
    await error.waitFor();
    assert.equal(await error.textContent(),
      "The XGID limits the cube to 32, and this game's cube goes up to 64: it cannot keep that limit.");
    assert.equal(await page.getByTestId('link-dialog').count(), 0, 'no question');
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY), before);
    await context.close();
  });
}

noProblemsTest();
