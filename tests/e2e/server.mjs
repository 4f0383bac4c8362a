// A tiny static server for the end-to-end tests: serves dist/ under a sub-path, as a static
// site would host the app (the app must not assume it lives at the root).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

export const SUB_PATH = '/games/backgammon/';
/** A host page that shows the app in an iframe, as a site embedding it would. */
export const HOST_PAGE = '/blog/embed.html';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Starts the server on a free port of 127.0.0.1; resolves to { server, origin }. */
export function serveDist(distDir) {
  const root = normalize(distDir);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    // A page of "another site" that embeds the app in an iframe (the embedding test).
    if (url.pathname === HOST_PAGE) {
      const frame = `${SUB_PATH}${url.search}`;
      response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
      response.end(
        `<!doctype html><html><head><title>A blog about games</title></head><body>` +
          `<h1>Play a game</h1><iframe title="Backgammon" src="${frame}" ` +
          `style="width: 400px; height: 720px; border: 0"></iframe></body></html>`,
      );
      return;
    }
    if (!url.pathname.startsWith(SUB_PATH)) {
      response.writeHead(404).end('not found');
      return;
    }
    let relative = decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || 'index.html';
    const file = normalize(join(root, relative));
    if (!file.startsWith(root + sep) && file !== root) {
      response.writeHead(403).end('forbidden');
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}
