// Renders the app's raster icons from src/icon.svg with Debian's Chromium (playwright-core from
// .tools/npm): the PNGs the web app manifests name, which Chromium wants (192 and 512 px) before
// it calls the app installable. Run it after changing src/icon.svg and commit the PNGs:
//
//     node tools/icons.mjs
//
// Two kinds of icon:
// - "any": the SVG as it is, on a transparent background (its rounded corners stay round);
// - "maskable": the launcher may cut it to any shape that contains the safe zone, a circle of
//   40% of the icon's size around its centre. So the background colour fills the whole square
//   and the drawing is shrunk until the board in it (the brown square, 416 of the SVG's 512
//   units; its green frame is the background colour and may be cut) fits inside that circle: a
//   square's corners lie at half its diagonal from the centre, so the board's side may be at
//   most 0.8 / sqrt(2) = 0.566 of the icon, and the whole drawing 0.566 * 512 / 416 = 0.696.
//   0.69 leaves a hair of margin.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(new URL('..', import.meta.url).pathname);
const require = createRequire(import.meta.url);
const { chromium } = require(
  process.env.PLAYWRIGHT_CORE_DIR ?? join(repoRoot, '.tools/npm/node_modules/playwright-core'),
);

const SIZES = [192, 512];
/** The side of the drawing in a maskable icon, as a fraction of the icon (see above). */
export const MASKABLE_SCALE = 0.69;
/** The manifests' background colour, also the icon's outer square. */
const BACKGROUND = '#2f4a35';

const svg = readFileSync(join(repoRoot, 'src/icon.svg'), 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function page(size, maskable) {
  const side = maskable ? Math.round(size * MASKABLE_SCALE) : size;
  const background = maskable ? BACKGROUND : 'transparent';
  return `<!doctype html><html><body style="margin:0;background:${background};width:${size}px;` +
    `height:${size}px;display:grid;place-items:center">` +
    `<img src="${svgUrl}" width="${side}" height="${side}" alt=""></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of SIZES) {
    for (const maskable of [false, true]) {
      const context = await browser.newContext({ viewport: { width: size, height: size } });
      const tab = await context.newPage();
      await tab.setContent(page(size, maskable));
      await tab.locator('img').evaluate((img) => img.decode());
      const name = `src/icon-${maskable ? 'maskable-' : ''}${size}.png`;
      writeFileSync(join(repoRoot, name), await tab.screenshot({ omitBackground: !maskable }));
      console.log(`wrote ${name}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
