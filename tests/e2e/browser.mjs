// Launches Debian's Chromium with playwright-core (installed by `make e2e` into .tools/npm;
// never a downloaded browser). The flags are those proven in docs/toolchain-notes.md.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const repoRoot = resolve(new URL('../..', import.meta.url).pathname);
const require = createRequire(import.meta.url);
const playwrightDir =
  process.env.PLAYWRIGHT_CORE_DIR ?? join(repoRoot, '.tools/npm/node_modules/playwright-core');
const { chromium } = require(playwrightDir);

export const REPO_ROOT = repoRoot;

const LAUNCH = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** `extraArgs`: more command-line flags for Chromium (`crates/wasm-speed/browser.mjs` passes
 * V8's through `--js-flags=...`). */
export async function launchChromium(extraArgs = []) {
  // Playwright runs headless and gives every launch a fresh profile directory of its own
  // (it refuses --user-data-dir with launch()).
  return chromium.launch({ ...LAUNCH, args: [...LAUNCH.args, ...extraArgs] });
}

/** A browser context on a real profile in `userDataDir` (the contexts of launchChromium are
 * off the record, where Chromium calls no app installable: "in-incognito"). */
export async function launchPersistentChromium(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, { ...LAUNCH, ...options });
}
