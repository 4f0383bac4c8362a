// The 26-game match of a 25-point match (tests/e2e/data/match-26-games.mat) that several tests
// import: its text, and opening it through the Match files dialog's file picker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './browser.mjs';

/** 26 games of a 25-point match (`bgengine selfplay --length 25 --games 1 --seed 71
 * --player random --opponent random --mat ... --sgf ...`). */
export const LONG_MAT = readFileSync(join(REPO_ROOT, 'tests/e2e/data/match-26-games.mat'), 'utf8');

/** Opens the 26-game match from a file, `press` clicking or tapping the menu's button: with no
 * match in progress it opens in the review. */
export async function openLongMatch(page, press) {
  await press(page.locator('button[data-action="match-files"]'));
  await page.getByTestId('files-dialog').waitFor();
  await page.getByTestId('files-input').setInputFiles({
    name: 'match-26-games.mat', mimeType: 'text/plain', buffer: Buffer.from(LONG_MAT),
  });
  await page.getByTestId('review').waitFor();
}
