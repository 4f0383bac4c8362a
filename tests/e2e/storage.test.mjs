// End-to-end tests of storage: dice stored before they are seen, a browser that refuses to
// store, unreadable data kept (every backup, or left in place when no copy can be made), the
// messages about it above the New game form, and two tabs of one match.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BACKUP_KEY, SAVE_KEY, SETTINGS_KEY, STATS_KEY, SUB_PATH, origin, openApp, newGame, control,
  movable, destinations, boardState, playTurnByClicks, roll, noProblemsTest, problems,
} from './harness.mjs';

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const alerts = (page) => page.locator('.storage-alerts [role="alert"]');
const alertOf = (page, key) => page.locator(`.storage-alerts [role="alert"][data-store="${key}"]`);

/** Makes every later `localStorage.setItem` of the page throw as a full storage does; keys
 * matching `only` (a regular expression's source) only, when given. Kept over reloads. */
async function refuseStorage(context, page, only = null) {
  const script = (pattern) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (pattern === null || new RegExp(pattern).test(key)) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return setItem.call(this, key, value);
    };
  };
  await context.addInitScript(script, only);
  await page.evaluate(script, only);
}

/** Records, at the first mutation of the page that shows a die, what the save holds then. */
async function watchFirstDice(page) {
  await page.evaluate((key) => {
    window.atFirstDice = null;
    const observer = new MutationObserver(() => {
      const dice = [...document.querySelectorAll('.board [data-die]')];
      if (dice.length === 0) return;
      window.atFirstDice = { save: localStorage.getItem(key), dice: dice.map((el) => el.dataset.die) };
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  }, SAVE_KEY);
}

/** The dice of the last roll in a save text, as the board shows them (sorted, no repeats);
 * none when nothing is saved or no roll is. */
function lastRoll(saveText) {
  const actions = saveText === null ? [] : JSON.parse(saveText).actions;
  const last = actions.filter((action) => /^[or]:/.test(action)).at(-1);
  return last === undefined ? [] : [...new Set(last.slice(2).split(''))].sort();
}

test('the dice are stored before they are shown: a reload right after a roll shows the same dice', async () => {
  const { context, page } = await openApp({ seed: 5 });
  await newGame(page, { opponent: 'human', length: '0' });
  for (let roll = 0; roll < 2; roll += 1) {
    assert.equal(await page.locator('.board [data-die]').count(), 0, 'no dice before the roll');
    await watchFirstDice(page);
    await control(page, 'Roll').click();
    await page.waitForFunction(() => window.atFirstDice !== null);
    const seen = await page.evaluate(() => window.atFirstDice);
    assert.deepEqual(
      lastRoll(seen.save), [...new Set(seen.dice)].sort(),
      'when the dice first appear, the save already holds them',
    );
    const shown = await boardState(page);
    await page.reload();
    await page.locator('.board [data-die]').first().waitFor();
    assert.deepEqual(await boardState(page), shown, 'the reload shows the same dice, not new ones');
    // A tied opening roll is rolled again; then the first turn is played.
    while (await control(page, 'Roll').isVisible()) await roll(page);
    await playTurnByClicks(page);
  }
  await context.close();
});

test('the dice are stored before they are shown when the renders are slow (CPU 20 times slower)', async () => {
  // Slowed down, the renders of a roll take over 16 ms, and Yew yields to the browser before
  // it runs the effects that save: the board shows only what the save effect has handled
  // (see `src/web/storage/hooks.rs`), so even then no frame shows unsaved dice. Only the
  // rolls are slowed, so that the turns between them stay quick.
  const { context, page } = await openApp({ seed: 5 });
  await newGame(page, { opponent: 'human', length: '0' });
  const devtools = await context.newCDPSession(page);
  for (let turn = 0; turn < 3; turn += 1) {
    await page.waitForFunction(() => document.querySelectorAll('.board [data-die]').length === 0);
    await watchFirstDice(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await control(page, 'Roll').click();
    await page.waitForFunction(() => window.atFirstDice !== null, null, { timeout: 20000 });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const seen = await page.evaluate(() => window.atFirstDice);
    assert.deepEqual(
      lastRoll(seen.save), [...new Set(seen.dice)].sort(),
      `roll ${turn + 1}: when the dice first appear, the save already holds them`,
    );
    // A tied opening roll is rolled again; then the turn is played.
    while (await control(page, 'Roll').isVisible()) await roll(page);
    await playTurnByClicks(page);
  }
  await context.close();
});

test('the computer\'s dice too are stored before they are shown', async () => {
  const { context, page } = await openApp({ seed: 3 });
  await newGame(page, { opponent: 'pubeval' });
  while (await control(page, 'Roll').isVisible()) await roll(page);
  if (!(await control(page, 'Done').isVisible())) {
    // The computer won the opening roll and is playing it: wait for our first roll.
    await control(page, 'Roll').waitFor({ timeout: 20000 });
    await roll(page);
  }
  await playTurnByClicks(page);
  await page.waitForFunction(() => document.querySelectorAll('.board [data-die]').length === 0);
  await watchFirstDice(page);
  await page.waitForFunction(() => window.atFirstDice !== null, null, { timeout: 20000 });
  const seen = await page.evaluate(() => window.atFirstDice);
  assert.deepEqual(lastRoll(seen.save), [...new Set(seen.dice)].sort());
  assert.match(JSON.parse(seen.save).actions.at(-1), /^r:/, 'the computer\'s roll is the last action saved');
  await page.reload();
  await page.locator('.board [data-die]').first().waitFor();
  const dice = await page.evaluate(() => [...document.querySelectorAll('.board [data-die]')].map((el) => el.dataset.die));
  assert.deepEqual([...new Set(dice)].sort(), [...new Set(seen.dice)].sort(), 'the same dice after the reload');
  await context.close();
});

test('when the browser refuses to store, the player is told at once and the earlier save is kept', async () => {
  const { context, page } = await openApp({ seed: 5 });
  await newGame(page, { opponent: 'human', length: '0' });
  while (await control(page, 'Roll').isVisible()) await roll(page);
  const before = await boardState(page);
  const saved = await stored(page, SAVE_KEY);
  assert.ok(saved, 'the opening roll is saved');

  await refuseStorage(context, page);
  await movable(page).first().click();
  await destinations(page).first().click();
  const alert = alertOf(page, SAVE_KEY);
  await alert.waitFor();
  assert.match(await alert.textContent(), /This match cannot be saved: the browser refused to store it/);
  assert.match(await alert.textContent(), /What was saved before is kept/);
  assert.equal(await stored(page, SAVE_KEY), saved, 'the earlier save is untouched');
  // Dismissed, it does not come back at every move.
  await alert.getByRole('button', { name: 'Dismiss message' }).click();
  await control(page, 'Undo').click();
  assert.equal(await alerts(page).count(), 0);

  // A reload goes back to what was saved; with storage still refusing, the player is told
  // again at the next change.
  await page.reload();
  await page.locator('.board [data-die]').first().waitFor();
  assert.deepEqual(await boardState(page), before);
  await movable(page).first().click();
  await destinations(page).first().click();
  await alertOf(page, SAVE_KEY).waitFor();
  assert.equal(await stored(page, SAVE_KEY), saved);
  await context.close();
});

test('every corrupt save is kept: a second one goes beside the first, never over it', async () => {
  const { context, page } = await openApp();
  const first = '{"version":1,"setup":{"oops"';
  const second = '{"version":2,"actions":"not a list"}';
  for (const [text, backup] of [[first, BACKUP_KEY], [second, `${BACKUP_KEY}.2`]]) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SAVE_KEY, text]);
    await page.reload();
    const alert = alertOf(page, SAVE_KEY);
    await alert.waitFor();
    const message = await alert.textContent();
    assert.match(message, /The saved match could not be read: it is damaged\./);
    assert.ok(message.includes(`\u201c${backup}\u201d`), message);
    assert.equal(await page.locator('form.new-game').isVisible(), true, 'a new game is offered');
  }
  assert.equal(await stored(page, BACKUP_KEY), first);
  assert.equal(await stored(page, `${BACKUP_KEY}.2`), second);
  await context.close();
});

test('a corrupt save that cannot be copied aside stays where it is and is not written over', async () => {
  const { context, page } = await openApp();
  const corrupt = '{"version":2,"setup":{"oops"';
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SAVE_KEY, corrupt]);
  // Too big to copy: the storage refuses the backup keys.
  await refuseStorage(context, page, '\\.corrupt');
  await page.reload();
  const alert = alertOf(page, SAVE_KEY);
  await alert.waitFor();
  const message = await alert.textContent();
  assert.match(message, /No copy of it could be made, so it stays under the storage key/);
  assert.match(message, /this match will not be saved/);
  await newGame(page, { opponent: 'human', length: '0' });
  while (await control(page, 'Roll').isVisible()) await roll(page);
  await playTurnByClicks(page);
  assert.equal(await stored(page, SAVE_KEY), corrupt, 'the new match is not saved over it');
  assert.equal(await stored(page, BACKUP_KEY), null);
  await context.close();
});

test('all three stores unreadable: each is reported in plain words, above the New game form', async () => {
  // A phone, where the messages and the form compete for the screen.
  const { context, page } = await openApp({ viewport: { width: 360, height: 740 } });
  await page.evaluate(([save, settings, stats]) => {
    localStorage.setItem(save, '{"version":1,"setup":{"oops"');
    localStorage.setItem(settings, '{"version":7,"settings":{}}');
    localStorage.setItem(stats, '{"version":1,"opponents":[');
  }, [SAVE_KEY, SETTINGS_KEY, STATS_KEY]);
  await page.reload();
  await page.locator('form.new-game').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.storage-alerts [role="alert"]').length === 3);
  const messages = await alerts(page).allTextContents();
  assert.match(messages[0], /^The saved match could not be read: it is damaged\./);
  assert.match(messages[1], /^Your settings could not be read: they were written by a newer version of the game\./);
  assert.match(messages[2], /^Your statistics could not be read: they are damaged\./);
  for (const message of messages) {
    assert.doesNotMatch(message, /expected|line \d|column|EOF|struct/, `plain words: ${message}`);
  }
  for (const [key, text] of [
    [`${SAVE_KEY}.corrupt`, '{"version":1,"setup":{"oops"'],
    [`${SETTINGS_KEY}.corrupt`, '{"version":7,"settings":{}}'],
    [`${STATS_KEY}.corrupt`, '{"version":1,"opponents":['],
  ]) {
    assert.equal(await stored(page, key), text, `${key} keeps the unreadable text`);
  }
  // Each message is drawn above the New game form, not under its backdrop.
  for (const alert of await alerts(page).all()) {
    const onTop = await alert.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return element.contains(hit);
    });
    assert.ok(onTop, 'the message is not covered');
  }
  // The form scrolls clear of the messages: its Start button can be pressed.
  await page.locator('.dialog-backdrop').evaluate((element) => element.scrollTo(0, element.scrollHeight));
  const start = page.getByRole('button', { name: 'Start' });
  const reachable = await start.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  assert.ok(reachable, 'Start is not under the messages');
  await alerts(page).first().getByRole('button', { name: 'Dismiss message' }).click();
  assert.equal(await alerts(page).count(), 2);
  await context.close();
});

/** A second page of the same context (same storage), recording its problems like the first. */
async function secondTab(context, { blockStorageEvents = false } = {}) {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  if (blockStorageEvents) {
    // This tab never hears of the other's writes: only its own check before writing guards.
    await page.addInitScript(() => {
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (type, ...rest) {
        if (type === 'storage') return undefined;
        return add.call(this, type, ...rest);
      };
    });
  }
  await page.goto(`${origin}${SUB_PATH}?seed=5`);
  await page.locator('.board [data-die]').first().waitFor();
  return page;
}

test('two tabs: a tab whose match changed elsewhere says so and shows the newer state', async () => {
  const { context, page: first } = await openApp({ seed: 5 });
  await newGame(first, { opponent: 'human', length: '0' });
  while (await control(first, 'Roll').isVisible()) await roll(first);
  const second = await secondTab(context);
  assert.deepEqual(await boardState(second), await boardState(first), 'the second tab resumes the match');

  await playTurnByClicks(first);
  await roll(first);
  const alert = alertOf(second, SAVE_KEY);
  await alert.waitFor();
  assert.match(await alert.textContent(), /This match was changed in another tab or window; this tab now shows the newer state\./);
  await second.locator('.board [data-die]').first().waitFor();
  assert.deepEqual(await boardState(second), await boardState(first));

  // The second tab plays on from there; the first hears of it in turn.
  const before = JSON.parse(await stored(first, SAVE_KEY)).actions;
  await playTurnByClicks(second);
  await alertOf(first, SAVE_KEY).waitFor();
  await control(first, 'Roll').waitFor();
  assert.deepEqual(await boardState(first), await boardState(second));
  // (A play may be written by another path of the same checkers once read back.)
  const rolls = (actions) => actions.filter((action) => !action.startsWith('p:'));
  const log = JSON.parse(await stored(first, SAVE_KEY)).actions;
  assert.equal(log.length, before.length + 1, 'every action of the first tab is kept');
  assert.deepEqual(rolls(log), rolls(before), 'with its dice');
  assert.match(log.at(-1), /^p:/, 'and the second tab\'s play follows it');
  await context.close();
});

test('two tabs: a tab that missed the other\'s change does not write over the newer save', async () => {
  const { context, page: first } = await openApp({ seed: 5 });
  await newGame(first, { opponent: 'human', length: '0' });
  while (await control(first, 'Roll').isVisible()) await roll(first);
  const stale = await secondTab(context, { blockStorageEvents: true });

  await movable(first).first().click();
  await destinations(first).first().click();
  const newer = await stored(first, SAVE_KEY);
  assert.equal(JSON.parse(newer).steps.length >= 1, true, 'the first tab saved its step');

  // The stale tab moves a checker too: before writing it finds the newer save, and shows it.
  await movable(stale).last().click();
  await destinations(stale).last().click();
  const alert = alertOf(stale, SAVE_KEY);
  await alert.waitFor();
  assert.match(await alert.textContent(), /changed in another tab or window/);
  assert.equal(await stored(stale, SAVE_KEY), newer, 'the newer save is not written over');
  assert.deepEqual(await boardState(stale), await boardState(first));
  await context.close();
});

noProblemsTest();
