// The app embedded in an iframe of another page, as a static site would embed it: it loads
// under its sub-path, its worker starts, the computer answers, and nothing fails or leaves the
// host.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openEmbedded, newGame, control, roll, playTurnByClicks, noProblemsTest } from './harness.mjs';

test('embedded in an iframe: a game against the computer is played inside the frame', async () => {
  const { context, page, frame } = await openEmbedded({ seed: 3 });
  assert.equal(await page.title(), 'A blog about games');
  await newGame(frame, { opponent: 'beginner' });
  while (await control(frame, 'Roll').isVisible()) await roll(frame);
  if (await control(frame, 'Done').isVisible()) await playTurnByClicks(frame);
  // The computer rolls and plays in its worker, started from the frame's sub-path.
  await frame.getByTestId('move-log').getByText(/^Computer: \d\d: /).first().waitFor({ timeout: 30000 });
  await control(frame, 'Roll').waitFor({ timeout: 30000 });
  assert.match(await frame.getByTestId('status').textContent(), /You to roll/);
  // The frame is narrow (400 px): the board fits it without sideways scrolling.
  const overflow = await frame.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `the app scrolls sideways by ${overflow} px in a 400 px frame`);
  await context.close();
});

noProblemsTest();
