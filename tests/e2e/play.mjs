// What a player does on the board, as page actions: start a match, roll, move by clicks or by
// dragging, read the board. Shared by the end-to-end tests (through harness.mjs) and the
// browser benchmark (bench-web.mjs); nothing here depends on the test runner.
import assert from 'node:assert/strict';

/** Starts a match from the New game form. */
export async function newGame(page, { opponent, length = '5' }) {
  if (!(await page.locator('form.new-game').isVisible())) {
    await page.getByRole('button', { name: 'New game' }).click();
  }
  await page.selectOption('select[name="opponent"]', opponent);
  await page.selectOption('select[name="length"]', length);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
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
