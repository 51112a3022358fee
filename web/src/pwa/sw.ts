// The service worker (built by tools/build.mjs as /sw.js, scope /): it makes Escaque an app that opens offline.
// - install: every file of this build (the list below, written in by the build with each file's content hash, so a
//   new build is a new worker) goes into a cache of its own; a content-hashed file an earlier version already holds
//   is copied from there instead of downloaded again.
// - fetch: a file of the build comes from that cache, and so does every page (a navigation to /, /game/…, /rules, …,
//   any path without a file extension): the cached index.html, which routes itself. The cache comes first, online
//   too, so the page, its script and the engine are always one build, and a start never waits on the network; a new
//   build is installed beside it and used from the next start (src/pwa/register.ts tells the player, who may take it
//   at once). /api/… is never touched: the Escaque host's API and game sockets stay live, and nothing of it is kept.
// - activate: the caches of earlier versions are deleted, and the open pages are taken over.

declare const ESCAQUE_PRECACHE: ReadonlyArray<readonly [path: string, hash: string]>;
declare const ESCAQUE_VERSION: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

const worker = self as unknown as {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
};

const CACHE_PREFIX = 'escaque-';
const CACHE = CACHE_PREFIX + ESCAQUE_VERSION;
const INDEX = '/index.html';
const PRECACHED = new Set(ESCAQUE_PRECACHE.map(([path]) => path));

worker.addEventListener('install', event => event.waitUntil(precache()));

worker.addEventListener('activate', event => event.waitUntil((async () => {
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await worker.clients.claim();
})()));

// "Actualizar ahora": the waiting version takes over at once; the pages reload into it on controllerchange.
worker.addEventListener('message', event => {
  if (event.data === 'skipWaiting') event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('fetch', event => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  const key = PRECACHED.has(url.pathname) ? url.pathname
    : request.mode === 'navigate' && !/\.[^/]*$/.test(url.pathname) ? INDEX
      : null;
  // Anything else (a file this build does not have) goes to the network as if there were no worker.
  if (key) event.respondWith(fromCache(key, request));
});

async function fromCache(key: string, request: Request): Promise<Response> {
  const cached = await (await caches.open(CACHE)).match(key);
  return cached ?? fetch(request);
}

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(ESCAQUE_PRECACHE.map(async ([path]) => {
    const hashed = path.startsWith('/assets/');
    let response = hashed ? await caches.match(path) : undefined;
    // The page is asked for as /, which every host answers with index.html (some redirect /index.html to /); the
    // files with fixed names (the page, the manifest) past the HTTP cache, the hashed ones through it.
    response ??= await fetch(path === INDEX ? '/' : path, { cache: hashed ? 'default' : 'no-cache' });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    // A redirected answer cannot answer a navigation; a copy of its body and headers can.
    if (response.redirected) {
      response = new Response(await response.blob(), { status: response.status, headers: response.headers });
    }
    await cache.put(path, response);
  }));
}

export {};
