// In and out (issue 18): the position's IDs and the match files. The Position dialog shows the
// position as a GNU Backgammon ID and as an XGID; Copy puts each on the clipboard (read back
// with the permission granted), and pasting it in a fresh page sets up the same position
// through the link's question; a clipboard that refuses selects the text and says so; a bad
// ID gets the message naming its part and changes nothing. A match played to its end is
// downloaded as .mat and as SGF (Playwright's download event: a Blob, no request), and opened
// again in a fresh page by the file picker and by a drop (a synthetic DataTransfer) with the
// same moves, in the review; a match in progress is replaced only after the question. A
// corrupt and a truncated file get their message with the line, too large a file is refused,
// and the save is untouched each time. A 26-game match's import makes no main-thread task of
// 50 ms of CPU (traced). On a phone (isMobile, hasTouch, scale 2) the same by taps; axe finds
// no violation in the dialogs in all four languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REPO_ROOT, SAVE_KEY, openApp, openQuickApp, newGame, playUntil, control,
  boardState, noProblemsTest, watchMainThread, mainThreadTasksSince,
} from './harness.mjs';
import { violations } from './axe.mjs';
import { LONG_MAT } from './long-match.mjs';

const GNUBG = join(REPO_ROOT, 'crates/engine/tests/data/gnubg-matches');
/** A 5-point match GNU Backgammon played and exported: line 8 is game 1's second move. */
const GNUBG_MAT = readFileSync(join(GNUBG, 'gnubg-001.mat'), 'utf8');
const GNUBG_SGF = readFileSync(join(GNUBG, 'gnubg-003.sgf'), 'utf8');

const press = (locator, tap) => (tap ? locator.tap() : locator.click());
const saved = (page) => page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
/** The save's actions without tied opening rolls (a match file does not record them). */
const savedMoves = async (page) =>
  JSON.parse(await saved(page)).actions.filter((action) => !/^o:(\d)\1$/.test(action));

/** A play written as checker moves (`13/8 8/5*` in a .mat file, letter pairs in SGF) as what it
 * does to the board: the change of each point's count and the points hit. A person's play is
 * stored as the steps they made (`16/13 13/7`), and read back as the engine resolves the text
 * (`16/10 10/7`): the same play, written another way. */
function playEffect(moves, hits = []) {
  const change = new Map();
  for (const [from, to] of moves) {
    change.set(from, (change.get(from) ?? 0) - 1);
    change.set(to, (change.get(to) ?? 0) + 1);
  }
  const net = [...change].filter(([, count]) => count !== 0).sort((a, b) => a[0] - b[0]);
  return JSON.stringify([net, [...hits].sort((a, b) => a - b)]);
}

/** A .mat file with each play replaced by its effect, spaces made one. */
const matEffects = (text) =>
  text.replace(/(\d\d):((?: +\d+\/\d+\*?)*)/g, (_, dice, moves) => {
    const steps = [...moves.matchAll(/(\d+)\/(\d+)(\*?)/g)];
    const hits = steps.filter((step) => step[3]).map((step) => Number(step[2]));
    return `${dice}: ${playEffect(steps.map((step) => [Number(step[1]), Number(step[2])]), hits)}`;
  }).replace(/ +/g, ' ');

/** An SGF file with each play replaced by its effect (hits are not written in SGF). */
const sgfEffects = (text) =>
  text.replace(/([WB])\[(\d\d)([a-z]*)\]/g, (_, colour, dice, letters) => {
    const points = [...letters].map((letter) => letter.charCodeAt(0));
    const moves = [];
    for (let at = 0; at + 1 < points.length; at += 2) moves.push([points[at], points[at + 1]]);
    return `${colour}[${dice} ${playEffect(moves)}]`;
  });

/** Opens the Position dialog from the menu. */
async function openIds(page, tap = false) {
  await press(page.locator('button[data-action="position-ids"]'), tap);
  await page.getByTestId('position-dialog').waitFor();
}

/** Pastes `id` into the Position dialog and opens it (the link's question follows). */
async function pasteId(page, id, tap = false) {
  await page.getByTestId('ids-paste').fill(id);
  await press(page.locator('button[data-action="open-id"]'), tap);
}

/** Starts a 5-point match against Random and rolls the opening roll: a position with dice. */
async function openingPosition(page) {
  await newGame(page, { opponent: 'random', length: '5' });
  await control(page, 'Roll').click();
  await page.waitForFunction(() => document.querySelectorAll('.board [data-die]').length > 0);
}

test('both IDs are copied to the clipboard, and pasted in a fresh page give the same position', async () => {
  const { context, page } = await openQuickApp({ seed: 11 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openingPosition(page);
  const board = await boardState(page);
  await openIds(page);
  const ids = {};
  for (const kind of ['gnubg', 'xgid']) {
    ids[kind] = await page.getByTestId(`ids-${kind}`).inputValue();
    await page.locator(`button[data-action="copy-${kind}"]`).click();
    await assert.doesNotReject(page.getByTestId('ids-copied').filter({ hasText: 'Copied' }).waitFor());
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), ids[kind]);
  }
  assert.match(ids.gnubg, /^[A-Za-z0-9+/]{14}:[A-Za-z0-9+/]{12}$/);
  assert.match(ids.xgid, /^XGID=[-A-Pa-p]{26}(:-?\d+){9}$/);
  await context.close();
  for (const kind of ['gnubg', 'xgid']) {
    const fresh = await openQuickApp({ seed: 12 });
    await openIds(fresh.page);
    await pasteId(fresh.page, ids[kind]);
    await fresh.page.getByTestId('link-dialog').waitFor();
    // The question names the ID as pasted (an XGID opens with its rules, which the GNU
    // Backgammon ID has not).
    assert.match(await fresh.page.getByTestId('link-dialog').textContent(),
      new RegExp(`The ID you pasted opens the position ${ids[kind].replace(/[+/]/g, '\\$&')}`));
    await fresh.page.getByTestId('link-pass-and-play').click();
    await fresh.page.getByTestId('link-dialog').waitFor({ state: 'detached' });
    assert.deepEqual((await boardState(fresh.page)).spots, board.spots, `${kind}: the same board`);
    assert.deepEqual((await boardState(fresh.page)).dice, board.dice, `${kind}: the same dice`);
    await openIds(fresh.page);
    assert.equal(await fresh.page.getByTestId('ids-gnubg').inputValue(), ids.gnubg, kind);
    await fresh.context.close();
  }
});

test('a refused clipboard selects the ID and says so; before the first roll there is no XGID', async () => {
  const { context, page } = await openQuickApp();
  // The New game form opens at the first start: Escape closes it, with no game begun.
  await page.keyboard.press('Escape');
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await openIds(page);
  await page.locator('button[data-action="copy-gnubg"]').click();
  await page.getByTestId('ids-copied').filter({ hasText: 'did not let' }).waitFor();
  const selection = await page.evaluate(() => {
    const input = document.activeElement;
    return [input.dataset.testid, input.selectionStart, input.selectionEnd, input.value.length];
  });
  assert.deepEqual(selection, ['ids-gnubg', 0, selection[3], selection[3]], 'the whole ID is selected');
  assert.match(await page.getByTestId('ids-no-xgid').textContent(), /no game has started yet/);
  await context.close();
});

test('a bad ID gets the message of its part and the match in progress is kept', async () => {
  const { context, page } = await openQuickApp({ seed: 13 });
  await openingPosition(page);
  const before = await saved(page);
  const board = await boardState(page);
  await openIds(page);
  const cases = [
    ['4HPwATDgc/ABMA:MAEKAAAAAAA', 'The Match ID has 11 characters, 12 expected.'],
    ['4HPwATDgc/ABM:MAEKAAAAAAAA', 'The Position ID has 13 characters, 14 expected.'],
    ['XGID=-b----E-C---eE---c-e----C-:0:0:1:42:0:0:0:0:10', 'The bottom player has 16 checkers'],
    ['hello', 'A GNU Backgammon ID is a Position ID and a Match ID'],
  ];
  for (const [id, words] of cases) {
    await pasteId(page, id);
    assert.match(await page.getByTestId('ids-error').textContent(), new RegExp(words.replace(/[.()+]/g, '\\$&')));
    assert.equal(await page.getByTestId('link-dialog').count(), 0, 'no question for a bad ID');
  }
  assert.equal(await page.getByTestId('ids-paste').getAttribute('aria-invalid'), 'true');
  await page.keyboard.press('Escape');
  assert.equal(await saved(page), before, 'the save is untouched');
  assert.deepEqual(await boardState(page), board, 'the board is as it was');
  await context.close();
});

/** Downloads the match as `format` from the Match files dialog: the file's name and text. */
async function exportMatch(page, format) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`button[data-action="export-${format}"]`).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** Opens the Match files dialog from the menu. */
async function openFiles(page, tap = false) {
  await press(page.locator('button[data-action="match-files"]'), tap);
  await page.getByTestId('files-dialog').waitFor();
}

/** Picks a file in the Match files dialog. */
const pickFile = (page, name, text) =>
  page.getByTestId('files-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

/** Drops a file onto the page, as a drag from the desktop would (a DataTransfer with it). */
async function dropFile(page, name, text) {
  await page.evaluate(([name, text]) => {
    const data = new DataTransfer();
    data.items.add(new File([text], name, { type: 'text/plain' }));
    const target = document.querySelector('.app');
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, [name, text]);
}

test('a played match is downloaded as .mat and SGF and opens again with the same moves', async () => {
  const { context, page } = await openQuickApp({ seed: 21 });
  await newGame(page, { opponent: 'random', length: '1' });
  await playUntil(page, (text) => /wins? the match/.test(text), { deadline: 90_000 });
  const moves = await savedMoves(page);
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await openFiles(page);
  const mat = await exportMatch(page, 'mat');
  const sgf = await exportMatch(page, 'sgf');
  assert.match(mat.name, /^\d{4}-\d\d-\d\d-You-Computer\.mat$/);
  assert.match(sgf.name, /^\d{4}-\d\d-\d\d-You-Computer\.sgf$/);
  assert.match(mat.text, /^ 1 point match\n/);
  assert.match(sgf.text, /^\(;FF\[4\]GM\[6\]/);
  assert.deepEqual(requests.filter((url) => !url.startsWith('blob:')), [], 'no request for a download');
  await context.close();

  // The moves are the same when the match read writes the same files again, each play doing
  // the same to the board (see playEffect).
  const fresh = await openQuickApp({ seed: 22 });
  await openFiles(fresh.page);
  await pickFile(fresh.page, mat.name, mat.text);
  await fresh.page.getByTestId('review').waitFor();
  assert.equal((await savedMoves(fresh.page)).length, moves.length, '.mat by the picker: every action');
  await openFiles(fresh.page);
  const again = { mat: await exportMatch(fresh.page, 'mat'), sgf: await exportMatch(fresh.page, 'sgf') };
  assert.equal(matEffects(again.mat.text), matEffects(mat.text), '.mat by the picker: the same moves');
  assert.equal(sgfEffects(again.sgf.text), sgfEffects(sgf.text), 'and the same SGF');
  await fresh.page.keyboard.press('Escape');
  // The match opened is over: a dropped file replaces it without a question.
  await dropFile(fresh.page, sgf.name, sgf.text);
  await fresh.page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await fresh.page.getByTestId('review').waitFor();
  await openFiles(fresh.page);
  // Read from a file, a play is written as it reads: the same file exactly.
  assert.equal((await exportMatch(fresh.page, 'sgf')).text, again.sgf.text, 'SGF by a drop: the same moves');
  await fresh.page.keyboard.press('Escape');
  // And the file's games are not the player's: the statistics count none of them.
  await fresh.page.locator('button.control', { hasText: 'Statistics' }).click();
  assert.match(await fresh.page.locator('dialog[open]').textContent(), /No finished games yet/);
  await fresh.context.close();
});

test('a match in progress is replaced only after the question; bad files change nothing', async () => {
  const { context, page } = await openQuickApp({ seed: 31 });
  await openingPosition(page);
  const before = await saved(page);
  await openFiles(page);
  const corrupt = GNUBG_MAT.replace('42: 6/4* 8/4', '42: 6/1* 8/4');
  const truncated = GNUBG_SGF.slice(0, Math.floor(GNUBG_SGF.length / 2));
  const cases = [
    ['corrupt.mat', corrupt, /corrupt\.mat, line 8: the play “6\/1\* 8\/4” for 42: these moves are not a legal play/],
    ['cut.sgf', truncated, /cut\.sgf, line \d+: the file ends before the match is complete/],
    ['huge.sgf', 'x'.repeat(8 * 1024 * 1024 + 1), /huge\.sgf is 8193 kB; a match file this game opens is at most 8192 kB/],
  ];
  for (const [name, text, message] of cases) {
    await pickFile(page, name, text);
    await page.getByTestId('files-error').filter({ hasText: name }).waitFor();
    assert.match(await page.getByTestId('files-error').textContent(), message);
    assert.match(await page.getByTestId('files-error').textContent(), /Your match and its save are kept/);
    assert.equal(await saved(page), before, `${name}: the save is untouched`);
  }
  await pickFile(page, 'gnubg-001.mat', GNUBG_MAT);
  await page.getByTestId('files-question').waitFor();
  assert.match(await page.getByTestId('files-question').textContent(),
    /gnubg-001\.mat: gnubg against root, a match to 5 points, 3 games/);
  await page.locator('button[data-action="files-keep"]').click();
  assert.equal(await saved(page), before, 'Keep my match keeps it');
  await pickFile(page, 'gnubg-001.mat', GNUBG_MAT);
  await page.locator('button[data-action="files-open"]').click();
  await page.getByTestId('review').waitFor();
  assert.notEqual(await saved(page), before, 'Open replaces the match, and saves the new one');
  await context.close();
});

test('a 26-game match imports with no main-thread task of 50 ms of CPU', async () => {
  const { context, page } = await openQuickApp();
  await openFiles(page);
  await watchMainThread(page);
  await pickFile(page, 'match-26-games.mat', LONG_MAT);
  await page.getByTestId('review').waitFor();
  await page.waitForTimeout(500);
  const tasks = await mainThreadTasksSince();
  const longest = Math.max(...tasks.map((task) => task.cpu));
  console.log(`26-game import: ${tasks.length} main-thread tasks, the longest ${longest.toFixed(1)} ms of CPU`);
  assert.ok(longest < 50, `the longest main-thread task took ${longest.toFixed(1)} ms of CPU`);
  await context.close();
});

test('on a phone the IDs are copied and pasted and a file opens, by taps', async () => {
  const { context, page } = await openQuickApp({ seed: 41, phone: true, viewport: { width: 360, height: 740 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newGame(page, { opponent: 'random', length: '5' });
  await control(page, 'Roll').tap();
  await page.waitForFunction(() => document.querySelectorAll('.board [data-die]').length > 0);
  const board = await boardState(page);
  await openIds(page, true);
  const id = await page.getByTestId('ids-gnubg').inputValue();
  await page.locator('button[data-action="copy-gnubg"]').tap();
  await page.getByTestId('ids-copied').filter({ hasText: 'Copied' }).waitFor();
  await pasteId(page, await page.evaluate(() => navigator.clipboard.readText()), true);
  await page.getByTestId('link-pass-and-play').tap();
  await page.getByTestId('link-dialog').waitFor({ state: 'detached' });
  assert.deepEqual((await boardState(page)).spots, board.spots);
  await openIds(page, true);
  assert.equal(await page.getByTestId('ids-gnubg').inputValue(), id);
  await page.keyboard.press('Escape');
  await openFiles(page, true);
  await pickFile(page, 'gnubg-001.mat', GNUBG_MAT);
  await page.locator('button[data-action="files-open"]').tap();
  await page.getByTestId('review').waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `no sideways scroll (${width} px)`);
  await context.close();
});

for (const lang of ['en', 'pl', 'eo', 'et']) {
  test(`axe finds no violation in the dialogs (${lang})`, async () => {
    const { context, page } = await openApp({ seed: 51, query: `&lang=${lang}` });
    await newGame(page, { opponent: 'random', length: '5' });
    await control(page, 'Roll').click();
    const checks = {};
    await openIds(page);
    checks.ids = await violations(page, 'dialog[open]');
    await pasteId(page, 'bad');
    await page.getByTestId('ids-error').waitFor();
    checks.idError = await violations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await openFiles(page);
    checks.files = await violations(page, 'dialog[open]');
    await pickFile(page, 'corrupt.mat', GNUBG_MAT.replace('42: 6/4* 8/4', '42: 6/1* 8/4'));
    await page.getByTestId('files-error').waitFor();
    checks.fileError = await violations(page, 'dialog[open]');
    await pickFile(page, 'gnubg-001.mat', GNUBG_MAT);
    await page.getByTestId('files-question').waitFor();
    checks.question = await violations(page, 'dialog[open]');
    assert.deepEqual(checks, { ids: [], idError: [], files: [], fileError: [], question: [] });
    await context.close();
  });
}

noProblemsTest();
