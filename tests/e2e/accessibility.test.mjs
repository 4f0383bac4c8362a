// Accessibility checked by a real tool: axe-core (pinned in the Makefile, installed into
// .tools/npm by `make e2e`, run by `axe.mjs`) runs inside the page on the board and on every
// dialog (New game, Settings, the rules book with its board diagrams, Statistics, the question
// before ending a match, the choice of what to resign) and on the game-over panel, in every
// language and on a 360 px phone, and must find no violation (the tutor's and the link's
// dialogs: accessibility-tutor.test.mjs).
// No rule is disabled: a violation fails the test with its rule, its elements and axe's advice.
//
// The screens are reached by language-independent handles (data-control, the menu's order, the
// dialogs' classes), so the same walk runs in each language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SETTINGS_KEY, openApp, control, roll, noProblemsTest, bookDrawn,
} from './harness.mjs';
import { violations } from './axe.mjs';

/** The menu's buttons in their order (Statistics, Rules, New game), whatever the language. */
const menuButton = (page, index) => page.locator('nav.menu button').nth(index);

/** Opens the dialog `selector` with `open`, checks the page, closes it with `close`. */
async function checkDialog(page, where, selector, open, close) {
  await open();
  const dialog = page.locator(selector);
  await dialog.waitFor();
  assert.deepEqual(await violations(page), [], `${where}: ${selector}`);
  await close();
  await dialog.waitFor({ state: 'detached' });
}

test('the check can fail: a button without a name and low-contrast text are reported', async () => {
  const { context, page } = await openApp({ seed: 21 });
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'unnamed';
    const faint = document.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'faint';
    faint.style.cssText = 'color: #777; background: #888';
    // Into the open dialog: behind a modal dialog the page is inert, which axe leaves out.
    (document.querySelector('dialog[open]') ?? document.body).append(button, faint);
  });
  const found = await violations(page);
  assert.ok(found.some((line) => line.startsWith('button-name') && line.includes('#unnamed')), found.join('\n'));
  assert.ok(found.some((line) => line.startsWith('color-contrast') && line.includes('#faint')), found.join('\n'));
  await context.close();
});

const DESKTOP = { width: 1280, height: 860 };
const PHONE_360 = { width: 360, height: 740 };
for (const [lang, viewport, phone] of [
  ['en', DESKTOP, false], ['pl', DESKTOP, false], ['eo', DESKTOP, false], ['et', DESKTOP, false],
  ['en', PHONE_360, true],
]) {
  const where = `lang=${lang}, ${viewport.width}x${viewport.height}`;
  test(`axe-core finds no violation on the board and in each dialog (${where})`, async () => {
    const { context, page } = await openApp({ seed: 21, viewport, phone, query: `&lang=${lang}` });
    // The first visit opens with the New game dialog.
    const newGame = page.locator('form.new-game');
    await newGame.waitFor();
    assert.deepEqual(await violations(page), [], `${where}: the New game dialog`);
    await newGame.locator('button.primary').click();
    await newGame.waitFor({ state: 'detached' });

    assert.deepEqual(await violations(page), [], `${where}: the board before the opening roll`);
    while (await control(page, 'Roll').isVisible()) await roll(page);
    assert.deepEqual(await violations(page), [], `${where}: the board with dice`);

    // Each screen is closed by Escape, as a keyboard user would (the dialog's cancel event).
    const byEscape = () => page.keyboard.press('Escape');
    await checkDialog(page, where, 'form.settings', () => control(page, 'Settings').click(), byEscape);
    // The rules book, with its nine board diagrams (still images) in view of axe.
    await checkDialog(page, where, '.help-screen', async () => {
      await menuButton(page, 1).click();
      await bookDrawn(page);
    }, byEscape);
    await checkDialog(page, where, '.stats-screen', () => menuButton(page, 0).click(), byEscape);
    // A New game in the middle of a match asks first whether to end it: that dialog too.
    await menuButton(page, 2).click();
    await newGame.waitFor();
    assert.deepEqual(await violations(page), [], `${where}: the New game dialog over a match`);
    await newGame.locator('button.primary').click();
    const confirm = page.locator('.dialog.confirm');
    await confirm.waitFor();
    assert.deepEqual(await violations(page), [], `${where}: ending the match in progress?`);
    await confirm.locator('button.danger').click();
    await newGame.waitFor({ state: 'detached' });

    // The choice of what to resign, then the game-over panel: a backgammon offered is always
    // accepted (nothing more can be won).
    while (await control(page, 'Roll').isVisible()) await roll(page);
    await control(page, 'Resign').waitFor();
    await control(page, 'Resign').click();
    const choices = page.locator('.resign-choices');
    await choices.waitFor();
    assert.deepEqual(await violations(page), [], `${where}: the choice of what to resign`);
    await choices.locator('button').nth(2).click();
    const ending = page.locator('[data-testid="game-over"]');
    await ending.waitFor();
    assert.deepEqual(await violations(page), [], `${where}: the game-over panel`);
    await context.close();
  });
}

// Each board theme (Settings, src/settings.rs `BoardTheme`): the board with dice, a checker
// picked up (its destinations marked) and the Settings dialog over it, zero violations, so
// that the contrast of every theme's text is checked by axe.
for (const theme of ['felt', 'wood', 'high-contrast']) {
  test(`axe-core finds no violation on the board in the ${theme} theme`, async () => {
    const { context, page } = await openApp({ seed: 21 });
    // Only the settings stored (not the match the first visit saved), so that the reload
    // opens the New game dialog as a first visit does.
    await page.evaluate(([key, text]) => {
      localStorage.clear();
      localStorage.setItem(key, text);
    }, [SETTINGS_KEY, JSON.stringify({ version: 1, settings: { animation: 'off', theme } })]);
    await page.reload();
    await page.locator(`.app[data-theme="${theme}"]`).waitFor();
    const newGame = page.locator('form.new-game');
    await newGame.locator('button.primary').click();
    await newGame.waitFor({ state: 'detached' });
    while (await control(page, 'Roll').isVisible()) await roll(page);
    assert.deepEqual(await violations(page), [], `${theme}: the board with dice`);
    await page.locator('.board [data-point][data-movable="true"]').first().click();
    assert.deepEqual(await violations(page), [], `${theme}: a checker picked up`);
    await checkDialog(page, theme, 'form.settings', () => control(page, 'Settings').click(),
      () => page.keyboard.press('Escape'));
    await context.close();
  });
}

noProblemsTest();
