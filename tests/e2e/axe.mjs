// axe-core run inside a page: the rule sets the end-to-end tests hold the app to, and the
// violations found, one line per rule and element. Shared by accessibility.test.mjs and the
// tests of screens that must pass the same check.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './browser.mjs';

const AXE_DIR = process.env.AXE_CORE_DIR ?? join(REPO_ROOT, '.tools/npm/node_modules/axe-core');
const AXE_SOURCE = readFileSync(join(AXE_DIR, 'axe.min.js'), 'utf8');

/** The rule sets run: WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 AA brings target-size, the
 * size of what a finger taps) and axe's best practices. Not AAA: it is no conformance target
 * here, and its enhanced contrast (7:1) fails on the score's secondary text (match length, pip
 * counts, notes), which meets AA's 4.5:1. */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the whole page (or inside the elements that the CSS selector `within`
 * matches, such as an open dialog), one line per rule and element, for a readable failure. */
export async function violations(page, within = null) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    ([tags, selector]) =>
      window.axe.run(selector ?? document, { runOnly: tags, resultTypes: ['violations'] }),
    [TAGS, within],
  );
  assert.ok(results.passes.length > 10, `axe checked the page (${results.passes.length} rules passed)`);
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  );
}
