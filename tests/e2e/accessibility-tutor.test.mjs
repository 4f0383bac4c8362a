// axe-core (see axe.mjs) on the dialogs of the tutor and of the #gnubg= link, in each language
// and on a phone: the Settings with the tutor's level chosen, the link's question (against the
// computer, pass and play, or keep the match), the link's error, and the tutor's warning before
// a bad play. Each must show no violation; no rule is disabled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SETTINGS_KEY, openApp, control, noProblemsTest } from './harness.mjs';
import { violations } from './axe.mjs';

/** Player 0 to play the opening 4-2 (best 8/4 6/4) in a money game. */
const OPENING_42 = '4HPwATDgc/ABMA:MAEKAAAAAAAA';
/** 13/11 13/9 for the 4-2: a loss of about 0.08 (0.082 with run WD2, 0.083 with T2), which the tutor warns about from doubtful. */
const MISTAKE = [[13, 11], [13, 9]];

const DESKTOP = { width: 1280, height: 860 };
const PHONE_360 = { width: 360, height: 740 };

for (const [lang, viewport, phone] of [
  ['en', DESKTOP, false], ['pl', DESKTOP, false], ['eo', DESKTOP, false], ['et', DESKTOP, false],
  ['pl', PHONE_360, true],
]) {
  const where = `lang=${lang}, ${viewport.width}x${viewport.height}`;
  test(`axe finds no violation in the tutor's and the link's dialogs (${where})`, async () => {
    const { context, page } = await openApp({ viewport, phone, query: `&lang=${lang}` });
    const press = phone ? (locator) => locator.tap() : (locator) => locator.click();
    await page.evaluate(
      ([key, text]) => localStorage.setItem(key, text),
      [SETTINGS_KEY, JSON.stringify({ version: 1, settings: { animation: 'off', tutor: 'doubtful' } })],
    );
    await page.reload();
    await page.locator('.board').waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), lang);
    const newGame = page.locator('form.new-game');
    if (await newGame.isVisible()) await page.keyboard.press('Escape');
    await newGame.waitFor({ state: 'detached' });

    // Settings, with the tutor's level in it.
    await press(control(page, 'Settings'));
    const settings = page.locator('form.settings');
    await settings.waitFor();
    assert.equal(await settings.locator('select[name="tutor"]').inputValue(), 'doubtful');
    assert.deepEqual(await violations(page), [], `${where}: Settings with the tutor`);
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });

    // A link that does not read: its error.
    await page.evaluate(() => { window.location.hash = 'gnubg=nonsense'; });
    const error = page.getByTestId('link-error');
    await error.waitFor();
    assert.deepEqual(await violations(page), [], `${where}: the link's error`);
    await press(error.getByRole('button'));
    await error.waitFor({ state: 'detached' });

    // A link to a position: the question first.
    await page.evaluate((hash) => { window.location.hash = hash; }, `gnubg=${OPENING_42}`);
    const question = page.getByTestId('link-dialog');
    await question.waitFor();
    assert.deepEqual(await violations(page), [], `${where}: the link's question`);
    await press(page.getByTestId('link-computer'));
    await question.waitFor({ state: 'detached' });

    // The tutor's warning before a bad play.
    for (const [from, to] of MISTAKE) {
      await press(page.locator(`.board [data-point="${from}"]`));
      await press(page.locator(`.board [data-point="${to}"][data-destination="true"]`));
    }
    await press(control(page, 'Done'));
    const warning = page.getByTestId('tutor-warning');
    await warning.waitFor();
    assert.deepEqual(await violations(page), [], `${where}: the tutor's warning`);
    await press(page.getByTestId('tutor-take-back'));
    await warning.waitFor({ state: 'detached' });
    await context.close();
  });
}

noProblemsTest();
