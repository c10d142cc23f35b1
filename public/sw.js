// Tablier's service worker: the app works offline once it has been opened.
// scripts/make-sw.mjs writes dist/sw.js from this file after each build, filling in VERSION (a
// hash of every file) and FILES (every file of the build: the player, the designer, every
// picture, the manifest and icons; the built-in games are inside the wasm). A new build is a new
// sw.js, so the browser installs it beside the old one; it waits until the page says "update"
// (the app's "Update" button), so a page never mixes old JS with new wasm.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `tablier-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tablier-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'update') self.skipWaiting();
});

// Pages (the library, a game, the designer: routes live after '#') are the cached index.html of
// their bundle; every other file of the build comes from the cache, then the network.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const scope = self.registration.scope;
  if (!request.url.startsWith(scope)) return;
  // Paths relative to the app's folder, so the app may be served below any path.
  let path = request.url.slice(scope.length).split('#')[0].split('?')[0];
  if (request.mode === 'navigate') path = path.startsWith('design') ? 'design/index.html' : 'index.html';
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(new URL(path, scope)).then((hit) => hit || fetch(request))),
  );
});
