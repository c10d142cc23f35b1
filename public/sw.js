// Tablier's service worker: the app works offline once it has been opened.
// scripts/make-sw.mjs writes dist/sw.js from this file after each build, filling in VERSION (a
// hash of every file), FILES (what a child needs: the player, the computer's thinking bundle,
// the manifest and icons, the built-in games' files; the pictures are inside the wasm) and DESIGNER (the
// designer's bundle). A new build is a new sw.js, so the browser installs it beside the old one;
// it waits until the page says "update" (the app's "Update" button), so a page never mixes old
// JS with new wasm.
//
// The designer is kept only when a page asks ("designer": an educator's device, or the
// designer's own page), so the tablets of a class in child mode never download it.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const DESIGNER = __DESIGNER__;
const CACHE = `tablier-${VERSION}`;

// A device that kept the designer keeps it across builds: an update may be taken offline.
self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([caches.open(CACHE), caches.match('design/index.html')])
    .then(([cache, designer]) => keep(cache, designer ? [...FILES, ...DESIGNER] : FILES))
    .then(() => caches.delete(PACKED)));
});

// Three at a time, in the order given (a game's modules first): on a first visit the page
// shares a slow line with this, and a page's request beside thirty of the worker's would get
// a thirtieth of it. When one cannot be fetched the install fails, as with `addAll`, and the
// rest are not fetched for nothing (what was kept stays in this version's cache, which is
// used only once the install succeeds).
function keep(cache, urls) {
  const queue = [...urls];
  const next = () => (queue.length ? take(cache, queue.shift()).then(next) : undefined);
  const lane = () => next().catch((e) => {
    queue.length = 0;
    throw e;
  });
  return Promise.all([lane(), lane(), lane()]);
}

// A link's first visit fetched the main module and the game's modules in one file and kept
// each in this cache (scripts/web-split.mjs's PACKED, written here by make-sw.mjs): taken from
// there, not fetched a second time.
const PACKED = '__PACKED__';
function take(cache, url) {
  return caches.match(url, { cacheName: PACKED }).then((hit) => (hit ? cache.put(url, hit) : cache.add(url)));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tablier-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'update') self.skipWaiting();
  // Answered once the designer is kept, or could not be (offline): the player works either way.
  // Only the files not kept yet are fetched: a page asks each time it opens.
  if (event.data === 'designer') {
    event.waitUntil(caches.open(CACHE)
      .then((cache) => Promise.all(DESIGNER.map((url) => cache.match(url).then((hit) => (hit ? null : url))))
        .then((missing) => cache.addAll(missing.filter((url) => url))))
      .then(() => 'designer-kept', () => 'designer-missing')
      .then((answer) => event.source?.postMessage(answer)));
  }
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
  if (request.mode === 'navigate') {
    path = path.startsWith('design') ? 'design/index.html' : path.startsWith('think') ? 'think/index.html' : 'index.html';
  }
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(new URL(path, scope)).then((hit) => (hit && path === 'index.html' ? preloading(hit) : hit) || fetch(request))),
  );
});

// The children's page, with its main module asked for as the page comes: a page's first script
// asks for it only once the page is read (about 70 ms later on a slow tablet), as it must choose
// between the module and a link's pack (scripts/web-split.mjs); from here there is no pack.
const MAIN = FILES.find((f) => /^tablier-web-[0-9a-f]+_bg\.wasm$/.test(f));
function preloading(page) {
  if (!MAIN) return page;
  const headers = new Headers(page.headers);
  headers.append('link', `<./${MAIN}>; rel=preload; as=fetch; crossorigin`);
  return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
}
