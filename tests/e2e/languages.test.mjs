// End-to-end proofs of the app's languages: the language comes from the `lang` parameter or the
// browser's preferred languages (Playwright's `locale`), an unknown value is English with no
// error, the choice in Settings changes the words at once without touching the game and is
// kept across a reload; `<html lang>`, the title and the manifest follow. The screens translated
// so far (the top bar, Rules and help, Statistics, Settings) are checked to hold no English word.
// A 360 px screenshot per language goes into target/e2e-artifacts/ (languages-360-CODE-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  ARTIFACTS, openApp, newGame, control, boardState, roll, noProblemsTest,
} from './harness.mjs';

const SETTINGS_KEY = 'bg-web.settings';

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
    const names = [...root.querySelectorAll('[aria-label], [title]')].map(
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

noProblemsTest();
