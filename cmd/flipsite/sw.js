// Flip's service worker, written by cmd/flipsite (sw.js there is its
// template): it keeps one build of the site in a cache of its own, so
// that the game opens offline, and never mixes two builds.
//
// - install: precache the whole build. Content-hashed files are taken
//   from an older build's cache when it has them (a hashed name never
//   changes its bytes), else downloaded; the page and the manifest are
//   revalidated. A page that does not name this build's .wasm and loader
//   belongs to another deployment: the install fails, and the browser
//   tries again at its next update check.
// - fetch: hashed names from the cache first; the page from the network
//   first (so an online visit sees a new deployment at once), from the
//   cache when the network fails or takes over 5 s; anything else is left
//   to the network.
// - activate: delete the caches of older builds of this scope, and take
//   control of open pages (the first visit's too; their files are the
//   same build, so nothing mixes).
// - message SKIP_WAITING: the page's Reload button activates a waiting
//   worker; message BUILD (with a port) answers this worker's build.
"use strict";

const BUILD = "__FLIP_BUILD__";
const HASHED = __FLIP_HASHED__;
const FRESH = __FLIP_FRESH__;
const PAGE_NAMES = __FLIP_PAGE_NAMES__;
const PAGE_TIMEOUT_MS = 5000;

const scope = new URL(self.registration.scope);
const PREFIX = "flip " + scope.pathname + " ";
const CACHE = PREFIX + BUILD;
const PAGE = scope.href;
const url = (name) => new URL(name, scope).href;
const hashed = new Set(HASHED.map(url));

self.addEventListener("install", (event) => {
  event.waitUntil(precache().catch(async (err) => {
    await caches.delete(CACHE);
    throw err;
  }));
});

async function precache() {
  const cache = await caches.open(CACHE);
  const res = await fetch(new Request(PAGE, { cache: "no-cache" }));
  if (!res.ok) throw new Error("the page answered " + res.status);
  const text = await res.text();
  for (const name of PAGE_NAMES) {
    if (!text.includes(name)) throw new Error("the page is not of build " + BUILD + ": it does not name " + name);
  }
  // A fresh response, never a redirected one (which a navigation
  // refuses), with the headers of the text as it is now: decoded.
  const headers = new Headers(res.headers);
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  await cache.put(PAGE, new Response(text, { status: res.status, statusText: res.statusText, headers }));
  await cache.addAll(FRESH.map((name) => new Request(url(name), { cache: "no-cache" })));
  await Promise.all(HASHED.map(async (name) => {
    const old = await caches.match(url(name));
    if (old) return cache.put(url(name), old);
    return cache.add(url(name));
  }));
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const u = new URL(req.url);
  u.search = "";
  u.hash = "";
  if (req.mode === "navigate" && (u.href === PAGE || u.href === url("index.html"))) {
    event.respondWith(networkFirst(req));
  } else if (hashed.has(u.href)) {
    event.respondWith(cacheFirst(req, u.href));
  } else if (FRESH.some((name) => url(name) === u.href)) {
    event.respondWith(networkFirst(req, u.href));
  }
});

async function cacheFirst(req, key) {
  const cache = await caches.open(CACHE);
  return (await cache.match(key)) || fetch(req);
}

// networkFirst answers req from the network, or with the cached copy of
// key (the page by default) when the network fails, answers an error or
// takes longer than PAGE_TIMEOUT_MS.
async function networkFirst(req, key = PAGE) {
  const cached = caches.open(CACHE).then((cache) => cache.match(key));
  const net = fetch(req);
  net.catch(() => {}); // a late failure, after the cache answered, is no error
  let timer;
  const late = new Promise((resolve) => { timer = setTimeout(resolve, PAGE_TIMEOUT_MS); });
  try {
    const res = await Promise.race([net, late.then(() => cached.then((c) => c || net))]);
    if (res.ok || res.type === "opaqueredirect") return res;
    return (await cached) || res;
  } catch (err) {
    const c = await cached;
    if (c) return c;
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

self.addEventListener("message", (event) => {
  const msg = event.data || {};
  if (msg.type === "SKIP_WAITING") {
    self.skipWaiting();
  } else if (msg.type === "BUILD" && event.ports[0]) {
    event.ports[0].postMessage(BUILD);
  }
});
