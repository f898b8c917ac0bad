// The site's service worker (issue 5): it precaches every page of the sitemap but the pair pages (cached when
// visited instead, D26) and the scripts and styles they load, so every converter and calculator works offline after the first visit. This file is the real source,
// linted like the rest; scripts/build-sw.mjs copies it to public/sw.js after `next build` and fills in only
// the line below that names the build and its cache list.
/** @type {{ id: string, precache: string[] }} */
const BUILD = { id: 'dev', precache: [] }; // BUILD: replaced by scripts/build-sw.mjs

const CACHE = `convertelo-${BUILD.id}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.precache))
      .then(() => self.skipWaiting()),
  );
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
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // Built files never change under the same name, and the quick conversion's units (/unidades.json,
  // /unidades/<familia>.json) and the finder's text (/buscar-convertidor/indice.json) never change within a build, whose
  // cache this is: cache first, kept once fetched, so a question asked once online is answered offline too.
  if (
    url.pathname.startsWith('/_next/static/') ||
    url.pathname.startsWith('/unidades') ||
    url.pathname === '/buscar-convertidor/indice.json'
  ) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            // Cloned now, before the page reads the body: a clone taken once the cache has opened comes too late.
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  // Pages: the network first, so a new version shows when online; the cached page (whatever its query
  // string, which only carries converter state) when offline. A page fetched here is kept under its path, so the
  // pair pages, which are not precached (D26), work offline once visited.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          // A redirected response may not answer a later navigation: only a page served at its own address is kept.
          if (response.ok && !response.redirected) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(url.pathname, copy));
          }
          return response;
        })
        .catch(() => caches.match(url.pathname, { ignoreSearch: true }).then((cached) => cached || caches.match('/'))),
    );
    return;
  }

  // Anything else precached (icons, manifest): the cache, then the network.
  event.respondWith(caches.match(request, { ignoreSearch: true }).then((cached) => cached || fetch(request)));
});
