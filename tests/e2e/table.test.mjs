// End-to-end tests of the table's options (Settings): the board's colours, the sounds, the pip
// counts, rolling by itself, and the opponent's last roll kept in view, smaller. Each option is
// chosen on the Settings screen, changes what the board does, and is kept across a reload.
// The sounds are counted through the app's test hook (`window.__bgSounds`, src/web/sound.rs)
// and the audio contexts the page makes (the constructor wrapped before the app starts), never
// by listening or timing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SETTINGS_KEY, openApp, control, newGame, roll, movable, destinations, playTurnByClicks,
  noProblemsTest, useSettings,
} from './harness.mjs';

const storedSettings = async (page) =>
  JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY)).settings;

/** Opens the Settings screen, lets `change` work in it, closes it. */
async function inSettings(page, change) {
  await control(page, 'Settings').click();
  const dialog = page.getByRole('form', { name: 'Settings' });
  await dialog.waitFor();
  await change(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('board colours: each theme is chosen in Settings, recolours the board and is kept', async () => {
  const { context, page } = await openApp({ seed: 4 });
  await newGame(page, { opponent: 'human' });
  const feltColour = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('.board .felt')).fill);
  const themes = {};
  // Felt, the default, last: choosing the theme already shown changes nothing.
  for (const theme of ['high-contrast', 'wood', 'felt']) {
    await inSettings(page, (dialog) => dialog.locator('select[name="theme"]').selectOption(theme));
    assert.equal(await page.locator('.app').getAttribute('data-theme'), theme);
    assert.equal((await storedSettings(page)).theme, theme);
    themes[theme] = await feltColour();
  }
  assert.equal(new Set(Object.values(themes)).size, 3, `three different fields: ${JSON.stringify(themes)}`);
  assert.equal(themes['high-contrast'], 'rgb(0, 0, 0)');
  await page.reload();
  await page.locator('.board').waitFor();
  assert.equal(await page.locator('.app').getAttribute('data-theme'), 'felt', 'kept');
  await inSettings(page, (dialog) => dialog.locator('select[name="theme"]').selectOption('wood'));
  await page.reload();
  await page.locator('.board').waitFor();
  assert.equal(await page.locator('.app').getAttribute('data-theme'), 'wood', 'kept');
  await context.close();
});

/** WCAG's contrast ratio of two computed colours ("rgb(r, g, b)"). */
function contrast(one, two) {
  const luminance = (colour) => {
    const [r, g, b] = colour.match(/[\d.]+/g).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test('high contrast: every checker stands out 3:1 or more from the field and both points', async () => {
  const { context, page } = await openApp({ seed: 4 });
  await useSettings(page, { animation: 'off', theme: 'high-contrast' });
  await newGame(page, { opponent: 'human' });
  const colours = await page.evaluate(() => {
    const fill = (selector, attribute = 'fill') =>
      getComputedStyle(document.querySelector(selector))[attribute];
    return {
      field: fill('.board .felt'),
      light: fill('.board .triangle.light'),
      dark: fill('.board .triangle.dark'),
      black: fill('.board .checker.black circle'),
      blackEdge: fill('.board .checker.black circle', 'stroke'),
      white: fill('.board .checker.white circle'),
      whiteEdge: fill('.board .checker.white circle', 'stroke'),
    };
  });
  // The points against the field around them.
  assert.ok(contrast(colours.light, colours.field) >= 3 && contrast(colours.dark, colours.field) >= 3);
  const ratios = {};
  for (const ground of ['field', 'light', 'dark']) {
    for (const checker of ['black', 'white']) {
      const ratio = Math.max(contrast(colours[checker], colours[ground]),
        contrast(colours[`${checker}Edge`], colours[ground]));
      ratios[`${checker} on ${ground}`] = Number(ratio.toFixed(2));
      assert.ok(ratio >= 3, `${checker} checker on the ${ground}: ${ratio.toFixed(2)}:1 (${JSON.stringify(colours)})`);
    }
  }
  console.log(`high-contrast checker contrast: ${JSON.stringify(ratios)}`);
  await context.close();
});

test('pip counts: hidden for practice, shown again, the choice kept', async () => {
  const { context, page } = await openApp({ seed: 4 });
  await newGame(page, { opponent: 'human' });
  const pips = page.locator('[data-testid^="pips-"]');
  assert.equal(await pips.count(), 2);
  assert.equal(await pips.first().textContent(), '167 pips');
  await inSettings(page, (dialog) => dialog.locator('input[name="show_pips"]').uncheck());
  assert.equal(await pips.count(), 0);
  assert.equal((await storedSettings(page)).show_pips, false);
  await page.reload();
  await page.locator('.board').waitFor();
  assert.equal(await pips.count(), 0, 'still hidden after a reload');
  await inSettings(page, (dialog) => dialog.locator('input[name="show_pips"]').check());
  assert.equal(await pips.count(), 2);
  await context.close();
});

test('auto-roll: rolls when no double is possible, and waits for Roll when one is', async () => {
  const { context, page } = await openApp({ seed: 4 });
  await useSettings(page, { animation: 'off' });
  await inSettings(page, (dialog) => dialog.locator('input[name="auto_roll"]').check());
  assert.equal((await storedSettings(page)).auto_roll, true);
  // A 1-point match: the cube is dead, so after the opening play the next side rolls by itself.
  await newGame(page, { opponent: 'human', length: '1' });
  await roll(page);
  await playTurnByClicks(page);
  await page.locator('.board [data-die]:not([data-used])').first().waitFor();
  assert.equal(await control(page, 'Roll').count(), 0, 'no Roll to press');
  assert.ok((await movable(page).count()) > 0, 'the rolled side can move');
  // Money play with the cube in the middle: Double is a choice, so Roll waits for a press.
  await newGame(page, { opponent: 'human', length: '0' });
  await roll(page);
  await playTurnByClicks(page);
  await control(page, 'Roll').waitFor();
  assert.equal(await control(page, 'Double').isEnabled(), true);
  assert.equal(await page.locator('.board [data-die]').count(), 0, 'not rolled');
  await context.close();
});

/** Counts the audio contexts the page makes and gives the app its sound log (a test hook).
 * Each context made is kept as `__audio`, with the type of the event being dispatched when it
 * was made (`null` outside any event's dispatch) in `__audioMadeDuring`. */
async function countSounds(context) {
  await context.addInitScript(() => {
    window.__bgSounds = [];
    window.__audioContexts = 0;
    window.__audioMadeDuring = [];
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(...args) {
        super(...args);
        window.__audioContexts += 1;
        window.__audioMadeDuring.push(window.event?.type ?? null);
        window.__audio = this;
      }
    };
  });
}
const sounds = (page) => page.evaluate(() => window.__bgSounds.slice());
const audioContexts = (page) => page.evaluate(() => window.__audioContexts);

test('sounds: dice and checkers sound when on, never before a gesture, and not when off', async () => {
  const { context, page } = await openApp({ seed: 4 });
  await countSounds(context);
  await useSettings(page, { animation: 'off', sounds: true });
  assert.equal(await audioContexts(page), 0, 'no audio before the first gesture');
  await newGame(page, { opponent: 'human' });
  assert.equal(await audioContexts(page), 1, 'the first press made the audio context');
  await roll(page);
  assert.deepEqual(await sounds(page), ['dice']);
  await movable(page).first().click();
  assert.deepEqual(await sounds(page), ['dice'], 'picking a checker up is silent');
  await destinations(page).first().click();
  await page.waitForFunction(() => window.__bgSounds.length === 2);
  assert.deepEqual(await sounds(page), ['dice', 'checker']);

  // Turned off in Settings: a roll and a move make no sound.
  await inSettings(page, (dialog) => dialog.locator('input[name="sounds"]').uncheck());
  assert.equal((await storedSettings(page)).sounds, false);
  const before = (await sounds(page)).length;
  await playTurnByClicks(page);
  await roll(page);
  await movable(page).first().click();
  await destinations(page).first().click();
  assert.equal((await sounds(page)).length, before, 'silent');
  await context.close();
});

test('sounds: the audio context is made after the first press, outside its task, and plays', async () => {
  const { context, page } = await openApp({ seed: 4 });
  await countSounds(context);
  await useSettings(page, { animation: 'off', sounds: true });
  await newGame(page, { opponent: 'human' });
  // Made in a task of its own (no event being dispatched), not in the press's: the page's
  // sticky activation lets it start all the same.
  assert.deepEqual(await page.evaluate(() => window.__audioMadeDuring), [null]);
  await page.waitForFunction(() => window.__audio.state === 'running' && window.__audio.currentTime > 0);
  // A first press that sounds (a reload leaves the page without a context or an activation):
  // the roll's dice wait for the context the press asks for, and are played on it.
  await page.reload();
  await page.locator('.board').waitFor();
  assert.equal(await audioContexts(page), 0);
  await roll(page);
  await page.waitForFunction(() => window.__bgSounds.length === 1);
  assert.deepEqual(await sounds(page), ['dice']);
  assert.deepEqual(await page.evaluate(() => window.__audioMadeDuring), [null]);
  await page.waitForFunction(() => window.__audio.state === 'running' && window.__audio.currentTime > 0);
  await context.close();
});

test('sounds: a silent player\'s page makes no audio context, and raising the volume gives sound', async () => {
  const { context, page } = await openApp({ seed: 4 });
  await countSounds(context);
  await useSettings(page, { animation: 'off', sounds: true, volume: 0 });
  // Presses and keys, the gestures that would make a context: none is made at volume 0.
  await newGame(page, { opponent: 'human' });
  await roll(page);
  await page.keyboard.press('Shift');
  await playTurnByClicks(page);
  await roll(page);
  assert.equal(await audioContexts(page), 0, 'no audio context at volume 0');
  assert.deepEqual(await sounds(page), []);
  // Raised in Settings: the context is made then, in a task of its own, and runs.
  await inSettings(page, (dialog) => dialog.locator('input[name="volume"]').fill('40'));
  assert.equal((await storedSettings(page)).volume, 40);
  await page.waitForFunction(() => window.__audioContexts === 1);
  assert.deepEqual(await page.evaluate(() => window.__audioMadeDuring), [null]);
  await page.waitForFunction(() => window.__audio.state === 'running' && window.__audio.currentTime > 0);
  await playTurnByClicks(page);
  await roll(page);
  await page.waitForFunction(() => window.__bgSounds.includes('dice'));
  assert.equal(await audioContexts(page), 1);
  await context.close();
});

test('sounds are off by default under reduced motion, and a reload makes no sound', async () => {
  const { context, page } = await openApp({ seed: 4 });
  await countSounds(context);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('.board').waitFor();
  await page.locator('form.new-game button.primary').click();
  await roll(page);
  assert.deepEqual(await sounds(page), [], 'no sound by default');
  assert.equal(await audioContexts(page), 0, 'no audio context while the sounds are off');
  await control(page, 'Settings').click();
  assert.equal(await page.locator('input[name="sounds"]').isChecked(), false);
  assert.equal(await page.locator('input[name="volume"]').isDisabled(), true);
  await page.locator('input[name="sounds"]').check();
  await page.waitForFunction(() => window.__audioContexts === 1);
  await page.locator('input[name="volume"]').fill('25');
  await page.keyboard.press('Escape');
  const stored = await storedSettings(page);
  assert.deepEqual([stored.sounds, stored.volume], [true, 25]);
  // A reload restores the match with its dice: they were heard already.
  await page.reload();
  await page.locator('.board').waitFor();
  await page.locator('.board').click({ position: { x: 5, y: 5 } });
  assert.deepEqual(await sounds(page), [], 'the restored dice make no sound');
  await context.close();
});

test('phone: the opponent\'s last roll stays in view, smaller, and taps move with sound', async () => {
  const { context, page } = await openApp({ seed: 4, viewport: { width: 360, height: 740 }, phone: true });
  await countSounds(context);
  await useSettings(page, { animation: 'off', sounds: true });
  const form = page.locator('form.new-game');
  // The reload restored the match the first visit saved: New game opens the form.
  if (!(await form.isVisible())) await page.locator('nav.menu button').nth(2).tap();
  await form.waitFor();
  await page.selectOption('select[name="opponent"]', 'human');
  await form.locator('button.primary').tap();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  while (await control(page, 'Roll').isVisible()) {
    await control(page, 'Roll').tap();
    await page.locator('.board [data-die]').first().waitFor();
  }
  for (let step = 0; step < 4 && (await control(page, 'Done').isDisabled()); step += 1) {
    await movable(page).first().tap();
    await destinations(page).first().tap();
  }
  await control(page, 'Done').tap();
  // The other side on roll: the first side's roll is drawn, smaller, until it rolls again.
  const past = page.locator('.board [data-last-die]');
  assert.equal(await past.count(), 2);
  await control(page, 'Roll').tap();
  await page.locator('.board [data-die]').first().waitFor();
  const size = (locator) => locator.locator('rect').first().evaluate((rect) => rect.getBBox().width);
  const pastSize = await size(past.first());
  const rollSize = await size(page.locator('.board [data-die]').first());
  assert.ok(pastSize < rollSize * 0.8, `last roll ${pastSize} against ${rollSize}`);
  const heard = await sounds(page);
  assert.equal(heard.filter((name) => name === 'dice').length >= 2, true, heard.join());
  assert.ok(heard.includes('checker'), heard.join());
  await context.close();
});

/** The centre of the first element `selector` finds, in page pixels. */
async function centre(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
const pointX = async (page, n) => (await centre(page, `.board [data-point="${n}"] .triangle`)).x;
const countOn = async (page, spot) =>
  Number(await page.locator(`.board [data-point="${spot}"]`).first().getAttribute('data-count'));

/** One step by a drag with the mouse, checking that the ghost checker stays under the pointer. */
async function dragWithGhost(page) {
  const from = await movable(page).first().boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = await destinations(page).first().boundingBox();
  const target = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await page.mouse.move(target.x, target.y, { steps: 8 });
  const ghost = await centre(page, '.board .ghost circle');
  assert.ok(Math.abs(ghost.x - target.x) < 2 && Math.abs(ghost.y - target.y) < 2,
    `the ghost ${JSON.stringify(ghost)} is under the pointer ${JSON.stringify(target)}`);
  await page.mouse.up();
  assert.equal(await page.locator('.board .ghost').count(), 0);
}

test('home board on the left: a mirrored board, played by clicks, a drag and keys, with arrows where the computer moved', async () => {
  const { context, page } = await openApp({ seed: 3 });
  await useSettings(page, { animation: 'off' });
  await newGame(page, { opponent: 'pubeval' });
  await inSettings(page, (dialog) => dialog.locator('select[name="home"]').selectOption('left'));
  assert.equal((await storedSettings(page)).home, 'left');
  assert.equal(await page.locator('svg.board.home-left').count(), 1);
  // The home board (1 to 6) bottom left, next to the trays; 7 to 12 bottom right; 13 to 24
  // along the top from right to left; the cube on the right.
  const xs = {};
  for (const n of [1, 6, 7, 12, 13, 18, 19, 24]) xs[n] = await pointX(page, n);
  assert.ok(xs[1] < xs[6] && xs[6] < xs[7] && xs[7] < xs[12], JSON.stringify(xs));
  assert.ok(xs[24] < xs[19] && xs[19] < xs[18] && xs[18] < xs[13], JSON.stringify(xs));
  assert.ok((await centre(page, '.board .tray.black .tray-well')).x < xs[1], 'the trays on the left');
  assert.ok((await centre(page, '.board .cube rect')).x > xs[12], 'the cube on the right');
  // Each point's number is drawn under its own point and turned back to read right.
  for (const n of [1, 12, 13, 24]) {
    const number = page.locator(`.board [data-point="${n}"] .point-number`);
    assert.equal(await number.textContent(), String(n));
    assert.ok(Math.abs((await centre(page, `.board [data-point="${n}"] .point-number`)).x - xs[n]) < 3);
    assert.equal(await number.evaluate((el) => getComputedStyle(el).transform), 'matrix(-1, 0, 0, 1, 0, 0)');
  }

  // The keyboard follows the drawing: right of the 1-point is the 2-point, left of it the tray.
  await page.locator('.board [data-point="1"]').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator('.board [data-nav]:focus').getAttribute('data-point'), '2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('.board [data-nav]:focus').getAttribute('data-point'), 'off');

  // Play: the opening roll, then our turns by a click step and a drag, until the computer has
  // moved and we are on roll.
  await roll(page);
  for (let turn = 0; turn < 2 && !(await control(page, 'Roll').isVisible()); turn += 1) {
    if (await control(page, 'Done').isVisible()) {
      const from = await movable(page).first().getAttribute('data-point');
      const before = await countOn(page, from);
      await movable(page).first().click();
      await destinations(page).first().click();
      assert.equal(await countOn(page, from), before - 1, `a click moved a checker from ${from}`);
      if (await control(page, 'Done').isDisabled()) await dragWithGhost(page);
      await playTurnByClicks(page);
    }
    await page.waitForFunction(() =>
      document.querySelector('button[data-control="Roll"], button[data-control="Done"]'),
      null, { timeout: 20_000 });
  }
  await control(page, 'Roll').waitFor({ timeout: 20_000 });
  // The computer's play: each arrow starts at the point its checker left, as drawn.
  const marks = page.locator('.board [data-testid="last-play"] .mark');
  assert.ok((await marks.count()) >= 1);
  for (const from of await marks.evaluateAll((all) => all.map((mark) => mark.dataset.from))) {
    if (from === 'bar') continue;
    const start = await centre(page, `.board [data-testid="last-play"] .mark[data-from="${from}"] .start`);
    assert.ok(Math.abs(start.x - (await pointX(page, from))) < 3, `the arrow from ${from} starts there`);
  }
  await context.close();
});

noProblemsTest();
