// End-to-end proofs of the app's languages: the language comes from the `lang` parameter or the
// browser's preferred languages (Playwright's `locale`), an unknown value is English with no
// error, the choice in Settings changes the words at once without touching the game and is
// kept across a reload; `<html lang>`, the title and the manifest follow. The top bar, Rules and
// help, Statistics and Settings are checked to hold no English word; a short game in each
// language (a 1-point match against the computer, resigned) checks every text and accessible
// name the page shows on its way (the New game form, the question before ending a match, the
// status line, the score, the controls and the greyed Double's reason, the board's labels, the
// move log, the resign choices, the game-over panel) against the English catalogue's own
// words. A 360 px screenshot per language goes into target/e2e-artifacts/
// (languages-360-CODE-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ARTIFACTS, REPO_ROOT, SETTINGS_KEY, openApp, newGame, control, boardState, roll,
  playTurnByClicks, noProblemsTest, bookDrawn,
} from './harness.mjs';

/** What each language's screens say: a few texts that must be there. */
const WORDS = {
  en: {
    title: 'Backgammon', rules: 'Rules', help: 'Rules and help', statistics: 'Statistics',
    settings: 'Settings', empty: 'No finished games yet.', close: 'Close', language: 'Language',
  },
  pl: {
    title: 'Tryktrak', rules: 'Zasady', help: 'Zasady i pomoc', statistics: 'Statystyki',
    settings: 'Ustawienia', empty: 'Nie ma jeszcze ukończonych gier.', close: 'Zamknij',
    language: 'Język',
  },
  eo: {
    title: 'Triktrako', rules: 'Reguloj', help: 'Reguloj kaj helpo', statistics: 'Statistikoj',
    settings: 'Agordoj', empty: 'Ankoraŭ neniu finita ludo.', close: 'Fermi', language: 'Lingvo',
  },
  et: {
    title: 'Triktrak', rules: 'Reeglid', help: 'Reeglid ja abi', statistics: 'Statistika',
    settings: 'Seaded', empty: 'Lõpetatud mänge veel ei ole.', close: 'Sulge', language: 'Keel',
  },
};

/**
 * English words that must not be left in a translated screen: words of the English catalogue
 * that are not also words of the other languages' texts (gammon, backgammon, pubeval, Tab,
 * Enter... are the same there).
 */
const ENGLISH = /\b(the|and|with|your|you|checkers?|points?|dice|board|game|games|match|cube|Close|Rules|Settings|Statistics|Moving|Bearing|Language|won|lost)\b/;

/** Rolls until the opening roll is no tie. */
async function openingRoll(page) {
  while (await control(page, 'Roll').isVisible()) await roll(page);
}

async function openIn({ locale, lang, seed = 5 } = {}) {
  const { context, page } = await openApp({
    seed, locale, query: lang ? `&lang=${lang}` : '', viewport: { width: 360, height: 740 },
    phone: true,
  });
  return { context, page };
}

/** The visible text and the accessible names in `root`, as one string. */
const textsOf = (page, selector) =>
  page.evaluate((sel) => {
    const root = document.querySelector(sel);
    // A name inside an aria-hidden subtree (the still boards of the rules book's diagrams,
    // each one image named as a whole) is not exposed to anyone.
    const names = [...root.querySelectorAll('[aria-label], [title]')].filter((el) => !el.closest('[aria-hidden="true"]')).map(
      (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
    );
    return `${root.innerText} ${root.getAttribute('aria-label') ?? ''} ${names.join(' ')}`;
  }, selector);

/** Opens the Rules and help screen and the Statistics screen, checks their words against
 * `words`, and (for a language other than English) that no English word is left. */
async function checkScreens(page, code) {
  const words = WORDS[code];
  assert.equal(await page.evaluate(() => document.documentElement.lang), code);
  assert.equal(await page.title(), words.title);
  assert.equal(await page.locator('header h1').textContent(), words.title);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(new URL(href, page.url()).href)).json();
  assert.equal(manifest.lang, code);
  assert.equal(manifest.name, words.title, 'the installed app has the name in the language');

  await page.getByRole('button', { name: words.rules, exact: true }).click();
  const help = page.getByRole('dialog', { name: words.help });
  await help.waitFor();
  await bookDrawn(page);
  if (code !== 'en') {
    const text = await textsOf(page, '.help-screen');
    assert.doesNotMatch(text, ENGLISH, `${code}: the Rules screen holds an English word`);
  }
  await page.screenshot({ path: join(ARTIFACTS, `languages-360-${code}-rules.png`) });
  await help.getByRole('button', { name: words.close }).first().click();
  await help.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: words.statistics, exact: true }).click();
  const stats = page.getByRole('dialog', { name: words.statistics });
  await stats.getByText(words.empty).waitFor();
  if (code !== 'en') {
    assert.doesNotMatch(await textsOf(page, '.stats-screen'), ENGLISH, `${code}: Statistics`);
  }
  await stats.getByRole('button', { name: words.close }).first().click();

  await control(page, 'Settings').click();
  const settings = page.getByRole('form', { name: words.settings });
  await settings.waitFor();
  assert.equal(await settings.locator('select[name="language"]').inputValue(), code);
  if (code !== 'en') {
    assert.doesNotMatch(await textsOf(page, 'form.settings'), ENGLISH, `${code}: Settings`);
  }
  await page.screenshot({ path: join(ARTIFACTS, `languages-360-${code}-settings.png`) });
  await settings.getByRole('button', { name: words.close }).click();
}

test('lang=pl with a Polish browser: the screens are in Polish', async () => {
  const { context, page } = await openIn({ locale: 'pl-PL', lang: 'pl' });
  await newGame(page, { opponent: 'human' });
  await checkScreens(page, 'pl');
  await page.screenshot({ path: join(ARTIFACTS, 'languages-360-pl-board.png') });
  await context.close();
});

for (const [code, locale] of [['en', 'en-US'], ['eo', 'eo'], ['et', 'et-EE']]) {
  test(`the browser's language ${locale} is the app's language (${code})`, async () => {
    const { context, page } = await openIn({ locale });
    await newGame(page, { opponent: 'human' });
    await checkScreens(page, code);
    await page.screenshot({ path: join(ARTIFACTS, `languages-360-${code}-board.png`) });
    await context.close();
  });
}

test('the lang parameter wins over the browser, and an unknown one is English with no error', async () => {
  const estonian = await openIn({ locale: 'pl-PL', lang: 'et' });
  assert.equal(await estonian.page.evaluate(() => document.documentElement.lang), 'et');
  await estonian.context.close();
  // noProblemsTest() below fails the file on any console error this page shows.
  const unknown = await openIn({ locale: 'pl-PL', lang: 'xx' });
  assert.equal(await unknown.page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await unknown.page.title(), 'Backgammon');
  await unknown.context.close();
});

test('a language chosen in Settings changes the words at once, keeps the game and is saved', async () => {
  const { context, page } = await openIn({ locale: 'en-US' });
  await newGame(page, { opponent: 'human' });
  await openingRoll(page);
  const before = await boardState(page);
  await control(page, 'Settings').click();
  const settings = page.getByRole('form', { name: 'Settings' });
  await settings.locator('select[name="language"]').selectOption('eo');
  await page.getByRole('form', { name: WORDS.eo.settings }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'eo');
  assert.equal(await page.title(), WORDS.eo.title);
  await page.getByRole('button', { name: WORDS.eo.close }).click();
  assert.deepEqual((await boardState(page)).spots, before.spots, 'the game is as it was');
  assert.deepEqual((await boardState(page)).dice, before.dice, 'the dice are as they were');
  const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY));
  assert.equal(stored.settings.language, 'eo');

  await page.reload();
  await page.locator('.board').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'eo');
  assert.equal(await page.locator('header h1').textContent(), WORDS.eo.title);
  assert.deepEqual((await boardState(page)).spots, before.spots, 'the game is restored');
  await context.close();
});

/**
 * The words of a catalogue's texts, in lower case: the message values without their Fluent
 * syntax (variables, variant keys, term references), comments and ids left out.
 */
function catalogueWords(code) {
  const words = new Set();
  const text = readFileSync(join(REPO_ROOT, `src/i18n/ftl/${code}.ftl`), 'utf8');
  for (const line of text.split('\n')) {
    if (line.trimStart().startsWith('#')) continue;
    const value = line
      .replace(/^-?[A-Za-z][\w-]*\s*=/, ' ')
      .replace(/\$[\w-]+/g, ' ')
      .replace(/\*?\[[\w-]+\]/g, ' ')
      .replace(/\{\s*-[a-z][\w-]*\s*\}/g, ' ');
    for (const word of value.match(/\p{L}+/gu) ?? []) words.add(word.toLowerCase());
  }
  return words;
}

/** Words of standard notation, which the move log writes in every language ("bar/22",
 * "6/off"), as GNU Backgammon does. */
const NOTATION = ['bar', 'off'];

/** English words no other catalogue of `code` uses: any of them on a page in `code` is a text
 * left in English (proper names such as Jacoby, Crawford or pubeval are in every catalogue). */
function englishOnly(code) {
  const own = catalogueWords(code);
  return new Set(
    [...catalogueWords('en')].filter((word) => !own.has(word) && !NOTATION.includes(word)),
  );
}

/** Every word a person can see or hear on the page now: its visible text, the accessible
 * names and descriptions (aria-label, title, placeholder, SVG <desc>), the choices of every
 * select, and the live status. */
const pageWords = (page) =>
  page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [label]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'label']) {
        parts.push(el.getAttribute(name) ?? '');
      }
    }
    for (const el of document.querySelectorAll('desc, option, optgroup, [role="status"]')) {
      parts.push(el.textContent);
    }
    return [...new Set(parts.join(' ').match(/\p{L}+/gu) ?? [])].map((w) => w.toLowerCase());
  });

/** The English words on the page now, for a page in `code`. */
async function leftInEnglish(page, forbidden) {
  return (await pageWords(page)).filter((word) => forbidden.has(word));
}

/** The page now holds no English word; `where` names the moment in the failure. */
async function assertTranslated(page, code, forbidden, where) {
  assert.deepEqual(await leftInEnglish(page, forbidden), [], `${code}, ${where}: English words left`);
}

test('the word check finds English: the English page fails the Polish check', async () => {
  const { context, page } = await openIn({ locale: 'en-US', lang: 'en' });
  const found = await leftInEnglish(page, englishOnly('pl'));
  for (const word of ['game', 'opponent', 'start', 'cancel']) {
    assert.ok(found.includes(word), `"${word}" is reported in ${found.join(' ')}`);
  }
  await context.close();
});

/** Waits until the person has something to do: a control to press or the game-over panel. */
async function personToAct(page) {
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="game-over"]') ||
    document.querySelector('button[data-control="Roll"], button[data-control="Done"], button[data-control="Undo"]'));
}

for (const [code, locale] of [['pl', 'pl-PL'], ['eo', 'eo'], ['et', 'et-EE']]) {
  test(`a short game in ${code} (locale ${locale} and lang=${code}): no English is left`, async () => {
    const forbidden = englishOnly(code);
    const { context, page } = await openIn({ locale, lang: code, seed: 11 });
    // Animations off: the words are what this test reads, not the checkers' flights.
    await page.evaluate(
      ([key, text]) => localStorage.setItem(key, text),
      [SETTINGS_KEY, JSON.stringify({ version: 1, settings: { animation: 'off' } })],
    );
    await page.reload();
    await page.locator('.board').waitFor();
    // The first visit's save (a match not begun) is restored: the form opens from the menu.
    const form = page.locator('form.new-game');
    if (!(await form.isVisible())) await page.locator('button[data-action="new-game"]').click();
    await form.waitFor();
    // A 5-point match at first: the money-only rules are greyed with their reason.
    await assertTranslated(page, code, forbidden, 'the New game form');
    await newGame(page, { opponent: 'random', length: '1' });
    await assertTranslated(page, code, forbidden, 'before the opening roll');
    while (await control(page, 'Roll').isVisible()) await roll(page);
    await personToAct(page);
    await assertTranslated(page, code, forbidden, 'after the opening roll');
    if (await control(page, 'Undo').isVisible()) {
      await page.locator('.board [data-point][data-movable="true"]').first().click();
      await assertTranslated(page, code, forbidden, 'a checker picked up');
      await page.locator('.board [data-point][data-selected="true"]').first().click();
      await playTurnByClicks(page);
    }
    // The person's roll in a 1-point match: Double is greyed, with its reason.
    await control(page, 'Roll').waitFor();
    await assertTranslated(page, code, forbidden, 'before the roll, Double greyed');
    await page.screenshot({ path: join(ARTIFACTS, `languages-360-${code}-game.png`) });

    await page.locator('button[data-action="new-game"]').click();
    await form.waitFor();
    await page.locator('button[data-action="start"]').click();
    const confirm = page.locator('.dialog.confirm');
    await confirm.waitFor();
    await assertTranslated(page, code, forbidden, 'the question before ending the match');
    await confirm.locator('button[data-autofocus]').click();
    await form.waitFor({ state: 'detached' });

    await control(page, 'Resign').click();
    const choices = page.locator('.resign-choices');
    await choices.waitFor();
    await assertTranslated(page, code, forbidden, 'the resign choices');
    await choices.locator('button').nth(2).click();
    const ending = page.locator('[data-testid="game-over"]');
    await ending.waitFor();
    await assertTranslated(page, code, forbidden, 'the game-over panel');
    await page.screenshot({ path: join(ARTIFACTS, `languages-360-${code}-game-over.png`) });
    // The panel's next step (New match here), not Review the match beside it.
    await ending.locator('button.primary').click();
    await form.waitFor();
    await assertTranslated(page, code, forbidden, 'the New game form after the match');
    await context.close();
  });
}

noProblemsTest();
