// The rules book (the Rules and help screen) on a touch phone, in each language: opened by a
// tap, every chapter reached by a tap on its line of the contents and left by its link back,
// and its board diagrams seen: each a still image with a text alternative in the page's
// language, the play's arrows drawn, as wide as the 360 px screen allows and never wider; the
// chapter on the app tells of the tutor and of a match with hints off. No main-thread task
// takes 50 ms of CPU (traced) while the book opens.
// Reached by language-independent handles (the menu's order, classes, test ids).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  ARTIFACTS, openApp, noProblemsTest, watchMainThread, longTasksSince, bookDrawn,
} from './harness.mjs';

const VIEWPORT = { width: 360, height: 740 };
const CHAPTERS = 15;
const DIAGRAMS = 9;
/** The diagrams with a play: drawn before and after it, with arrows. */
const WITH_PLAY = [
  'diagram-hit', 'diagram-enter', 'diagram-larger-die', 'diagram-both-dice', 'diagram-bear-off',
  'diagram-single', 'diagram-gammon', 'diagram-backgammon',
];

/** The tutor's name and the Hint button's in each language's chapter on the app. */
const TUTOR_WORDS = {
  en: /The tutor \(Settings\):[^]*Hint button and no tutor/,
  pl: /Nauczyciel \(Ustawienia\):[^]*przycisku Podpowiedź ani nauczyciela/,
  eo: /La instruisto \(Agordoj\):[^]*butonon Konsilo nek la instruiston/,
  et: /Juhendaja \(Seaded\):[^]*nuppu Vihje ega juhendajat/,
};

/** In the page: true when the element `id` lies wholly inside the window. */
const IN_VIEW = (id) => {
  const box = document.getElementById(id).getBoundingClientRect();
  return box.top >= -2 && box.bottom <= window.innerHeight + 2;
};

/** The app on the phone with a game started (the first visit opens with New game), then the
 * rules book opened by a tap on the menu's second button. */
async function openBook(lang) {
  const { context, page } = await openApp({ seed: 4, viewport: VIEWPORT, phone: true, query: `&lang=${lang}` });
  const newGame = page.locator('form.new-game');
  await newGame.waitFor();
  await newGame.locator('button.primary').tap();
  await newGame.waitFor({ state: 'detached' });
  // From the tap to the last diagram drawn: the CPU time of each main-thread task (a task's
  // wall time counts the waits for a core on a shared machine).
  await watchMainThread(page);
  await page.locator('nav.menu button').nth(1).tap();
  const book = page.locator('.help-screen');
  await book.waitFor();
  await bookDrawn(page);
  assert.deepEqual(await longTasksSince(`lang=${lang}: the rules book opening`), [],
    'no main-thread task of 50 ms of CPU while the rules book opens');
  return { context, page, book };
}

for (const lang of ['en', 'pl', 'eo', 'et']) {
  test(`the rules book on a phone (lang=${lang}): every chapter by a tap, and the diagrams`, async () => {
    const { context, page, book } = await openBook(lang);
    const links = book.getByTestId('book-contents').locator('a');
    assert.equal(await links.count(), CHAPTERS);
    for (let index = 0; index < CHAPTERS; index += 1) {
      const link = links.nth(index);
      const id = (await link.getAttribute('href')).slice(1);
      await link.tap();
      await page.waitForFunction(IN_VIEW, id);
      const chapter = book.getByTestId(id);
      assert.equal(await chapter.locator('h3').getAttribute('id'), id);
      // Back to the contents from the end of the chapter.
      await chapter.locator('.to-contents a').tap();
      await page.waitForFunction(IN_VIEW, 'help-contents');
    }

    const figures = book.locator('figure.book-diagram');
    assert.equal(await figures.count(), DIAGRAMS);
    const english = lang === 'en';
    for (let index = 0; index < DIAGRAMS; index += 1) {
      const figure = figures.nth(index);
      await figure.scrollIntoViewIfNeeded();
      const key = await figure.getAttribute('id');
      const boards = figure.locator('svg.board.still');
      const played = WITH_PLAY.includes(key);
      assert.equal(await boards.count(), played ? 2 : 1, `${key}: before and after`);
      for (let b = 0; b < (await boards.count()); b += 1) {
        const board = boards.nth(b);
        assert.equal(await board.isVisible(), true, key);
        assert.equal(await board.getAttribute('role'), 'img', key);
        const alt = await board.getAttribute('aria-label');
        assert.ok(alt.length > 20, `${key}: a text alternative (${alt})`);
        if (!english) assert.doesNotMatch(alt, /\b(Black|White|the|checker)\b/, `${key}: ${alt}`);
        const box = await board.boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= VIEWPORT.width, `${key}: inside the screen`);
        assert.ok(box.width >= 280, `${key}: ${box.width} px wide`);
        const arrows = await board.locator('.hint-arrows .mark').count();
        assert.equal(arrows > 0, played, `${key}: the play's arrows`);
      }
      assert.ok((await figure.locator('figcaption').textContent()).length > 20, key);
      assert.equal(await figure.locator('[tabindex]').count(), 0, `${key}: no tab stop`);
    }
    // The hit: two arrows, one ringed as a hit; after it White's checker is on the bar.
    const hit = book.getByTestId('diagram-hit').locator('svg.board');
    assert.equal(await hit.first().locator('.hint-arrows .mark').count(), 2);
    assert.equal(await hit.first().locator('.hint-arrows .mark.hit').count(), 1);
    assert.equal(await hit.last().locator('[data-point="bar"][data-player="white"]').getAttribute('data-count'), '1');
    // The backgammon: every black checker off after the play.
    const backgammon = book.getByTestId('diagram-backgammon').locator('svg.board').last();
    assert.equal(await backgammon.locator('[data-point="off"][data-player="black"]').getAttribute('data-count'), '15');
    // The chapter on the app tells of the tutor (Settings) and of a match with hints off.
    const app = await book.getByTestId('help-app').textContent();
    assert.match(app, TUTOR_WORDS[lang], `the tutor in the chapter on the app: ${app}`);
    assert.match(app, /0[.,]04, 0[.,]08 [^ ]+ 0[.,]16/, 'the three sizes of error');
    assert.match(app, /\?!, \? [^ ]+ \?\?/, 'the marks');
    // The opening table: 15 rolls, each with its play.
    assert.equal(await book.getByTestId('book-openings').locator('tbody tr').count(), 15);

    const widest = await page.evaluate(() =>
      Math.max(
        document.documentElement.scrollWidth,
        ...[...document.querySelectorAll('dialog[open], dialog[open] .dialog')].map(
          (dialog) => dialog.getBoundingClientRect().right + dialog.scrollWidth - dialog.clientWidth,
        ),
      ),
    );
    assert.ok(widest <= VIEWPORT.width, `no horizontal scrolling (${widest} px)`);
    await book.getByTestId('diagram-both-dice').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, `rules-book-${lang}-360.png`) });
    await context.close();
  });
}

test('the sources chapter links GNU Backgammon in a new tab, and nothing is fetched until it is followed', async () => {
  const { context, page, book } = await openBook('en');
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const link = book.getByTestId('book-sources').locator('a[href^="https://"]');
  assert.equal(await link.count(), 1);
  assert.equal(await link.getAttribute('href'), 'https://www.gnu.org/software/gnubg/');
  assert.equal(await link.getAttribute('target'), '_blank');
  assert.equal(await link.getAttribute('rel'), 'noopener');
  assert.match(await link.textContent(), /^GNU Backgammon/);
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  // Shown and scrolled to, the link asked for nothing (the harness would also record and
  // abort any request to another host as a problem).
  assert.deepEqual(requests.filter((url) => !url.startsWith(new URL(page.url()).origin)), []);
  await context.close();
});

noProblemsTest();
