// End-to-end tests of the built app (dist/), served under a sub-path, in headless Chromium.
// Run by `make e2e`. Dice are deterministic through the `?seed=` URL parameter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchPersistentChromium } from './browser.mjs';
import {
  ARTIFACTS, BACKUP_KEY, SAVE_KEY, SUB_PATH, browser, origin, openApp, newGame, control,
  movable, destinations, boardState, playTurnByClicks, dragStep, roll, noProblemsTest, problems,
} from './harness.mjs';

test('pass and play: several turns by clicks and keys, with undo', async () => {
  const { context, page } = await openApp({ seed: 11 });
  await newGame(page, { opponent: 'human' });
  assert.match(await page.getByRole('button', { name: 'Black\'s bar: no checkers' }).getAttribute('data-point'), /bar/);
  // The starting board, labelled from the bottom player's side.
  await page.getByRole('button', { name: '13-point: five black checkers' }).waitFor();
  // Opening roll: tied rolls are rolled again.
  while (await control(page, 'Roll').isVisible()) await roll(page);
  assert.match(await page.getByTestId('status').textContent(), /Opening roll: Black \d, White \d/);

  // First turn: one step, undo it, then play it by keyboard.
  const before = await boardState(page);
  const source = movable(page).first();
  const from = await source.getAttribute('data-point');
  await source.click();
  assert.equal(await page.locator(`.board [data-point="${from}"][data-selected]`).count(), 1);
  const target = destinations(page).first();
  await target.click();
  assert.notDeepEqual((await boardState(page)).spots, before.spots);
  assert.equal(await control(page, 'Undo').isEnabled(), true);
  await control(page, 'Undo').click();
  assert.deepEqual((await boardState(page)).spots, before.spots);
  await movable(page).first().focus();
  await page.keyboard.press('Enter');
  await destinations(page).first().focus();
  await page.keyboard.press('Enter');
  assert.notDeepEqual((await boardState(page)).spots, before.spots);
  await playTurnByClicks(page);

  // Several more turns, alternating sides; the first step of each is dragged.
  for (let turn = 0; turn < 5; turn += 1) {
    assert.match(await page.getByTestId('status').textContent(), /(Black|White) to roll/);
    await roll(page);
    if ((await movable(page).count()) > 0) await dragStep(page);
    await playTurnByClicks(page);
  }
  const log = await page.getByTestId('move-log').textContent();
  assert.match(log, /Black: \d\d: /);
  assert.match(log, /White: \d\d: /);
  await context.close();
});

test('against the computer: it replies with a play of its own', async () => {
  const { context, page } = await openApp({ seed: 3 });
  await newGame(page, { opponent: 'pubeval' });
  while (await control(page, 'Roll').isVisible()) await roll(page);
  if (await control(page, 'Done').isVisible()) await playTurnByClicks(page);
  // The computer rolls and plays in its worker; then it is our turn to roll.
  await page.getByTestId('move-log').getByText(/^Computer: \d\d: /).first().waitFor({ timeout: 20000 });
  await control(page, 'Roll').waitFor({ timeout: 20000 });
  assert.match(await page.getByTestId('status').textContent(), /You to roll/);
  await context.close();
});

test('a reload resumes exactly: same position, same dice', async () => {
  const { context, page } = await openApp({ seed: 5 });
  await newGame(page, { opponent: 'human', length: '0' });
  while (await control(page, 'Roll').isVisible()) await roll(page);
  await playTurnByClicks(page);
  await roll(page);
  const saved = await boardState(page);
  await page.reload();
  await page.locator('.board [data-die]').first().waitFor();
  assert.deepEqual(await boardState(page), saved);
  assert.equal(await page.locator('form.new-game').count(), 0);
  await context.close();
});

test('the cube and a resignation: double, take, resign, game over, next game', async () => {
  const { context, page } = await openApp({ seed: 9 });
  await newGame(page, { opponent: 'human', length: '0' });
  while (await control(page, 'Roll').isVisible()) await roll(page);
  await playTurnByClicks(page);
  const cube = page.locator('.board [data-cube]').first();
  assert.equal(await cube.getAttribute('data-cube'), '64', 'a centred cube shows 64');
  await control(page, 'Double').click();
  assert.match(await page.getByTestId('status').textContent(), /doubles to 2: .*take or drop\?/);
  await control(page, 'Take').click();
  assert.equal(await page.locator('.board [data-cube="2"]').count(), 1);
  assert.match(
    await page.locator('.board [data-cube="2"]').getAttribute('aria-label'),
    /owned by/,
  );
  // The doubler rolls and plays on; then the taker, on roll, resigns a single game.
  await roll(page);
  await playTurnByClicks(page);
  await control(page, 'Resign').click();
  await page.getByRole('button', { name: 'Resign a single game' }).click();
  assert.match(await page.getByTestId('status').textContent(), /offers to resign a single game/);
  await control(page, 'Accept').click();
  assert.match(await page.getByTestId('status').textContent(), /wins a single game and 2 points/);
  const scores = [
    await page.getByTestId('score-black').textContent(),
    await page.getByTestId('score-white').textContent(),
  ].sort();
  assert.deepEqual(scores, ['0', '2']);
  await control(page, 'Next game').click();
  assert.match(await page.getByTestId('status').textContent(), /Game 2: roll to see who starts/);
  assert.match(await page.getByTestId('move-log').textContent(), /Game 2/);
  await context.close();
});

test('a corrupt save is kept aside, reported, and a new game offered', async () => {
  const { context, page } = await openApp();
  await newGame(page, { opponent: 'human' });
  const corrupt = '{"version":1,"setup":{"oops"';
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, corrupt]);
  await page.reload();
  await page.getByRole('alert').waitFor();
  assert.match(await page.getByRole('alert').textContent(), /The saved match could not be read/);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), BACKUP_KEY), corrupt);
  assert.equal(await page.locator('form.new-game').isVisible(), true);
  await context.close();
});

test('offline: after one visit the service worker serves the app, which resumes', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!['blob:', 'data:'].includes(url.protocol) && url.origin !== origin) {
      problems.push(`request to another host: ${url.href}`);
    }
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${origin}${SUB_PATH}?seed=13`);
  await newGame(page, { opponent: 'human' });
  while (await control(page, 'Roll').isVisible()) await roll(page);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  const saved = await boardState(page);
  await context.setOffline(true);
  await page.reload();
  await page.locator('.board [data-die]').first().waitFor();
  assert.deepEqual(await boardState(page), saved);
  await context.setOffline(false);
  await context.close();
});

test('screenshots: phone and desktop', async () => {
  for (const [name, viewport] of [
    ['phone-360x740', { width: 360, height: 740 }],
    ['desktop-1280x860', { width: 1280, height: 860 }],
  ]) {
    const { context, page } = await openApp({ seed: 21, viewport });
    await newGame(page, { opponent: 'human' });
    while (await control(page, 'Roll').isVisible()) await roll(page);
    await movable(page).first().click();
    await destinations(page).first().waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= viewport.width, `no horizontal scrolling at ${name} (${width} px)`);
    await context.close();
  }
});

test('installable: the manifest is served under the sub-path with relative URLs and an icon', async () => {
  const { context, page } = await openApp();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href, page.url());
  assert.ok(manifestUrl.pathname.startsWith(SUB_PATH), `manifest under ${SUB_PATH}: ${manifestUrl}`);
  const manifest = await (await page.request.get(manifestUrl.href)).json();
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.scope, './');
  assert.equal(manifest.display, 'standalone');
  for (const icon of manifest.icons) {
    const iconUrl = new URL(icon.src, manifestUrl);
    assert.ok(iconUrl.pathname.startsWith(SUB_PATH), `icon under ${SUB_PATH}: ${iconUrl}`);
    const response = await page.request.get(iconUrl.href);
    assert.equal(response.status(), 200, `icon ${iconUrl}`);
  }
  await context.close();
});

// Chromium's own installability check (the one behind its Install button), asked through the
// DevTools Protocol, in every language (each has its manifest). http://127.0.0.1 counts as a
// secure origin. Debian's Chromium (156) already accepts the SVG icon alone (checked by hand with
// the manifests before the PNGs: no error), so the raster icons that launchers and other
// Chromium versions want (192 and 512 px, "any" and "maskable", drawn by tools/icons.mjs with
// the maskable ones inside the safe zone) are checked here directly: named, served, that size.
for (const lang of ['en', 'pl', 'eo', 'et']) {
  test(`installable as Chromium judges it: no installability error (lang=${lang})`, async () => {
    // A real profile: in the off-the-record contexts of openApp Chromium says "in-incognito".
    const profile = mkdtempSync(join(tmpdir(), 'bg-install-'));
    const context = await launchPersistentChromium(profile, { viewport: { width: 1280, height: 860 } });
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (['blob:', 'data:'].includes(url.protocol) || url.origin === origin) return route.continue();
      problems.push(`request to another host: ${url.href}`);
      return route.abort();
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${origin}${SUB_PATH}?seed=7&lang=${lang}`);
    await page.locator('.board').waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(href, page.url());
    const manifest = await (await page.request.get(manifestUrl.href)).json();
    assert.equal(manifest.lang, lang);
    for (const purpose of ['any', 'maskable']) {
      for (const size of ['192x192', '512x512']) {
        const icon = manifest.icons.find((it) => it.purpose === purpose && it.sizes === size);
        assert.ok(icon, `a ${purpose} icon of ${size}`);
        assert.equal(icon.type, 'image/png');
        const response = await page.request.get(new URL(icon.src, manifestUrl).href);
        assert.equal(response.status(), 200, `${icon.src} is served`);
        const png = await response.body();
        // A PNG's width and height are the big-endian words at bytes 16 and 20 (IHDR).
        assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, size, `${icon.src} is ${size}`);
      }
    }
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const { errors } = await session.send('Page.getAppManifest');
    assert.deepEqual(errors, [], 'Chromium reads the manifest without error');
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
}

noProblemsTest();
