// The service worker: the app works offline after one visit. Network first (so a new build is
// picked up at once when online), the cache when the network fails. On install it caches the
// page and every file the page names, and the computer's worker files (which trunk does not
// hash, hence network first rather than cache first).
const CACHE = 'bg-web-v1';

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch('./', { cache: 'no-store' });
  const html = await page.clone().text();
  await cache.put('./', page);
  const named = [...html.matchAll(/(?:href|src)="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((url) => !/^(data:|blob:|[a-z]+:\/\/)/i.test(url));
  await cache.addAll([...new Set([...named, 'worker.js', 'worker_bg.wasm'])]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      } catch (error) {
        // Offline: the page under any query (?seed=...) is the cached page.
        const cached =
          (await cache.match(request)) ??
          (request.mode === 'navigate' ? await cache.match('./') : undefined);
        if (cached) return cached;
        throw error;
      }
    })(),
  );
});
