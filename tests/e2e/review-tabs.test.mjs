// Two tabs analysing at once lose no review (issue 18). Two pages of one browser context (one
// localStorage) each review another match and analyse it at the same time, a piece after
// another, each writing the kept reviews (`bg-web.review`, version 2) after every piece. Each
// tab reads the store again before it writes and makes its own change on top of what the
// other stored, so both analyses are kept, each complete, and each reopens without computing
// again. A tab that hears another put its review back to an earlier state (as one writing from
// an out-of-date copy of the store does) keeps it again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SAVE_KEY, openQuickApp, problems, noProblemsTest } from './harness.mjs';

const REVIEW_KEY = 'bg-web.review';

/** A pass-and-play money game of `actions`, as the save holds it. */
const saveOf = (actions) => JSON.stringify({
  version: 2,
  setup: {
    names: ['Black', 'White'], opponent: 'Human', length: 0, cube: true, jacoby: true,
    beavers: true,
  },
  actions,
});

/** Two matches of eight actions (two pieces of the analysis), the same but for the last play. */
const OPENING = ['o:31', 'p:8/5 6/5', 'r:42', 'p:8/4 6/4', 'r:65', 'p:24/13', 'r:31'];
const FIRST = saveOf([...OPENING, 'p:8/5 6/5']);
const SECOND = saveOf([...OPENING, 'p:24/23 6/3']);

/** Stores `save` as the match in progress, reloads, and opens its review. */
async function reviewMatch(page, save) {
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, save]);
  await page.reload();
  await page.locator('.board').waitFor();
  await page.getByTestId('open-review').click();
  await page.getByTestId('review').waitFor();
}

/** Waits until the review shows its analysis complete, the 8 actions analysed. */
const analysed = (page) => page.waitForFunction(
  () => /Analysed 8 of 8/.test(
    document.querySelector('[data-testid="review-progress-text"]')?.textContent ?? '')
    && document.querySelector('[data-testid="review-analyse"]') !== null,
  null, { timeout: 60_000 });

/** The kept reviews: each one's analysed actions, by the last action of its match's save. */
const keptReviews = (page) => page.evaluate((key) => {
  const kept = JSON.parse(localStorage.getItem(key) ?? 'null');
  return {
    version: kept?.version,
    reviews: (kept?.reviews ?? []).map((review) => [JSON.parse(review.save).actions.at(-1), review.done]),
  };
}, REVIEW_KEY);

test('two tabs analysing two matches at once keep both reviews', async () => {
  const { context, page: first } = await openQuickApp({});
  await reviewMatch(first, FIRST);
  const second = await context.newPage();
  second.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error (second tab): ${message.text()}`);
  });
  second.on('pageerror', (error) => problems.push(`page error (second tab): ${error.message}`));
  await second.goto(first.url());
  await second.locator('.board').waitFor();
  // The second tab's match replaces the first's as the match in progress; the first tab's
  // review screen stays on its own match.
  await reviewMatch(second, SECOND);
  assert.equal(await keptReviews(second).then((kept) => kept.reviews.length), 0, 'none kept yet');
  await Promise.all([
    first.getByTestId('review-analyse').click(),
    second.getByTestId('review-analyse').click(),
  ]);
  await Promise.all([analysed(first), analysed(second)]);
  // Each tab's last write is done once its screen shows the end: both reviews are kept.
  await first.waitForFunction((key) => (JSON.parse(localStorage.getItem(key) ?? 'null')?.reviews ?? [])
    .filter((review) => review.done === 8).length === 2, REVIEW_KEY, { timeout: 10_000 })
    .catch(() => {});
  const kept = await keptReviews(first);
  assert.equal(kept.version, 2);
  assert.deepEqual([...kept.reviews].sort(), [['p:24/23 6/3', 8], ['p:8/5 6/5', 8]],
    `both tabs' reviews, each complete: ${JSON.stringify(kept)}`);
  // Each match's review reopens complete, nothing computed again.
  for (const [page, save] of [[first, FIRST], [second, SECOND]]) {
    await reviewMatch(page, save);
    await page.getByTestId('review-table').waitFor();
    assert.equal(await page.getByTestId('review-progress-text').textContent(),
      'Analysed 8 of 8 actions');
    assert.equal(await page.getByTestId('review-stop').count(), 0, 'nothing is running');
  }
  await context.close();
});

test('a review another tab puts back to an earlier state is kept again as far as it went', async () => {
  const { context, page: first } = await openQuickApp({});
  await reviewMatch(first, FIRST);
  await first.getByTestId('review-analyse').click();
  await analysed(first);
  await first.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? 'null')
    ?.reviews?.[0]?.done === 8, REVIEW_KEY, { timeout: 10_000 });
  // Another tab writes the review back as it was halfway (as a tab writing from an
  // out-of-date copy of the store would); its write fires the first tab's storage event.
  const second = await context.newPage();
  await second.goto(first.url());
  await second.locator('.board').waitFor();
  await second.evaluate((key) => {
    const kept = JSON.parse(localStorage.getItem(key));
    kept.reviews[0].done = 4;
    localStorage.setItem(key, JSON.stringify(kept));
  }, REVIEW_KEY);
  await second.waitForFunction((key) => JSON.parse(localStorage.getItem(key))
    .reviews[0].done === 8, REVIEW_KEY, { timeout: 10_000 });
  assert.deepEqual((await keptReviews(second)).reviews, [['p:8/5 6/5', 8]]);
  await context.close();
});

noProblemsTest();
