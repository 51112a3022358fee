// Escaque as an installable app that opens offline (src/pwa/: the service worker sw.ts and register.ts, the
// manifest): the web build served by a plain file server, as a static host would (no Escaque host), on a phone.
// Once the service worker controls the page, the network goes away (the browser offline, the server closed) and the
// app's pages still open from the cache, with the engine's WebAssembly module; a rebuilt sw.js is offered as a new
// version, and "Actualizar ahora" switches to it. Run by run.mjs with the rest, it also checks the Escaque host
// (ESCAQUE_URL) serves the worker and the manifest under its security headers.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNoPageErrors, newPage, PHONE, screenshot, startBrowser } from './helpers.mjs';
import { serveStatic } from './static-server.mjs';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const webBuild = process.env.ESCAQUE_WEB_DIR ?? join(repoDir, 'server/target/classes/web');
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

let browser;
const sites = [];

before(async () => {
  browser = await startBrowser();
});

after(async () => {
  await browser?.close();
  for (const site of sites) await site.close();
});

async function serve(options) {
  const site = await serveStatic(webBuild, options);
  sites.push(site);
  return site;
}

/** A phone's page, with every console message kept (a refused worker or manifest is reported there). */
async function phonePage() {
  const page = await newPage(browser.browser, { viewport: PHONE, touch: true });
  page.messages = [];
  page.on('console', message => page.messages.push(`${message.type()}: ${message.text()}`));
  return page;
}

/** Waits until the service worker has installed (every file cached), activated and taken the page over. */
async function waitForControl(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** The frame every page of the app has: the top bar with the app's name and the navigation. */
async function assertFrame(page, where) {
  await page.locator('.top-bar .brand').waitFor();
  assert.equal(await page.locator('.top-bar .brand').textContent(), 'Escaque', where);
  assert.deepEqual(await page.locator('.top-bar nav a').allTextContents(), ['Inicio', 'Reglas'], where);
  await page.locator('main').waitFor();
}

/** Calls BrowserApi's `method` in the app's engine worker (as wasm.test.mjs does); resolves to its result. */
function callWasm(page, method, ...args) {
  return page.evaluate(([name, values]) => new Promise((done, fail) => {
    const worker = new Worker(document.querySelector('meta[name="escaque-worker"]').content);
    worker.onmessage = ({ data }) => (data.error !== undefined ? fail(new Error(data.error)) : done(data.result));
    worker.onerror = event => fail(new Error(event.message || 'the engine worker did not start'));
    worker.postMessage({ id: 1, method: name, args: values });
  }), [method, args]);
}

test('installed on a first visit, the app opens offline: /, /rules and a game link, with its engine', async () => {
  const site = await serve();
  const page = await phonePage();
  await page.goto(`${site.url}/`);
  await assertFrame(page, 'online');
  await waitForControl(page);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    return { names, files: (await (await caches.open(names[0])).keys()).map(request => new URL(request.url).pathname) };
  });
  assert.equal(cached.names.length, 1, `one cache: ${cached.names}`);
  for (const file of ['/index.html', '/manifest.webmanifest']) assert.ok(cached.files.includes(file), file);
  assert.ok(cached.files.some(file => /^\/assets\/escaque-[0-9a-f]+\.wasm$/.test(file)), 'the WebAssembly module');
  assert.ok(cached.files.some(file => /^\/assets\/worker-.*\.js$/.test(file)), 'the engine worker');
  console.log(`offline: ${cached.files.length} files precached`);
  assert.equal(await page.locator('[data-testid="update-notice"]').count(), 0, 'no "new version" on a first visit');

  // No network at all from here: the browser offline, the server gone.
  await page.context().setOffline(true);
  await site.close();
  sites.splice(sites.indexOf(site), 1);
  await page.reload();
  await assertFrame(page, 'offline /');
  for (const path of ['/rules', '/game/some-id', '/editor']) {
    await page.goto(`${site.url}${path}`);
    await assertFrame(page, `offline ${path}`);
  }
  assert.equal(await callWasm(page, 'perft', START, 3), '8902', 'the WebAssembly engine runs offline');
  const api = await page.evaluate(() => fetch('/api/games').then(() => 'answered', () => 'failed'));
  assert.equal(api, 'failed', 'the API is never answered from the cache');
  assertNoPageErrors(assert, page);
  await page.context().close();
});

test('a rebuilt sw.js is offered as a new version, and "Actualizar ahora" switches to it', async () => {
  const replaced = new Map();
  const site = await serve({ replaced });
  const page = await phonePage();
  await page.goto(`${site.url}/`);
  await assertFrame(page, 'first visit');
  await waitForControl(page);

  // A new build: another file list, so another version, in sw.js.
  const worker = readFileSync(join(webBuild, 'sw.js'), 'utf8');
  const version = /version ([0-9a-f]+)/.exec(worker)[1];
  const next = 'f'.repeat(version.length);
  assert.notEqual(next, version);
  const rebuilt = worker.replaceAll(version, next).replace(/\["\/index\.html","[0-9a-f]+"\]/, `["/index.html","${next}"]`);
  assert.notEqual(rebuilt.indexOf(`["/index.html","${next}"]`), -1, 'the rebuilt list names index.html');
  replaced.set('/sw.js', rebuilt);

  await page.reload();
  const notice = page.locator('[data-testid="update-notice"]');
  await notice.waitFor();
  await page.waitForFunction(() =>
    document.querySelector('.update-notice-text')?.textContent?.includes('Hay una versión nueva de Escaque'));
  assert.equal(await notice.locator('[data-testid="update-now"]').textContent(), 'Actualizar ahora');
  await page.waitForTimeout(200);
  await screenshot(page, 'update-notice-390x844');
  const box = await notice.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height,
    `the notice is in view: ${JSON.stringify(box)}`);

  // The page keeps working under the notice (it blocks nothing), and the notice can be taken now.
  await page.locator('.top-bar nav a[href="/rules"]').click();
  await page.waitForURL(/\/rules$/);
  await notice.waitFor();
  await Promise.all([page.waitForEvent('load'), notice.locator('[data-testid="update-now"]').click()]);
  await assertFrame(page, 'after the update');
  await page.waitForFunction(name => caches.keys().then(names => names.length === 1 && names[0] === name),
    `escaque-${next}`);
  assert.equal(await page.locator('[data-testid="update-notice"]').count(), 0, 'the new version is the one running');
  assertNoPageErrors(assert, page);
  await page.context().close();
});

test('the manifest makes the app installable: name, colours, icons', async () => {
  const site = await serve();
  const page = await phonePage();
  await page.goto(`${site.url}/`);
  await waitForControl(page);
  const manifest = await (await fetch(`${site.url}/manifest.webmanifest`)).json();
  assert.equal(manifest.name, 'Escaque');
  assert.equal(manifest.lang, 'es');
  assert.equal(manifest.display, 'standalone');
  for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
    const icon = manifest.icons.find(entry => entry.sizes === size && entry.purpose === purpose);
    assert.ok(icon, `a ${purpose} icon of ${size}`);
    const response = await fetch(`${site.url}${icon.src}`);
    assert.equal(response.headers.get('content-type'), 'image/png', icon.src);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.deepEqual([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], size.split('x').map(Number), `${icon.src} size`);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  assert.equal((await fetch(`${site.url}${touchIcon}`)).status, 200, 'the apple-touch-icon');
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  assert.deepEqual(errors, [], 'Chromium reads the manifest without a complaint');
  // Playwright's contexts are like private windows, where nothing is installed: that is the only objection allowed.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.map(error => error.errorId).filter(id => id !== 'in-incognito'), [],
    'Chromium would install it');
  await page.context().close();
});

test('the Escaque host serves the worker and the manifest under its security policy', {
  skip: process.env.ESCAQUE_URL ? false : 'no Escaque host (ESCAQUE_URL): run by run.mjs',
}, async () => {
  const base = process.env.ESCAQUE_URL;
  for (const [path, type] of [['/sw.js', 'text/javascript'], ['/manifest.webmanifest', 'application/manifest+json']]) {
    const response = await fetch(`${base}${path}`);
    assert.equal(response.status, 200, path);
    assert.ok(response.headers.get('content-type').startsWith(type), `${path}: ${response.headers.get('content-type')}`);
    assert.equal(response.headers.get('cache-control'), 'no-cache', `${path} is revalidated`);
  }
  const page = await phonePage();
  await page.goto(`${base}/`);
  await assertFrame(page, 'the host');
  await waitForControl(page);
  const { errors } = await (await page.context().newCDPSession(page)).send('Page.getAppManifest');
  assert.deepEqual(errors, [], 'the manifest is read');
  assert.equal(await callWasm(page, 'perft', START, 3), '8902', 'the engine, through the worker\'s cache');
  const refused = page.messages.filter(text => /Content Security Policy|Refused/i.test(text));
  assert.deepEqual(refused, [], 'nothing refused by the policy');
  assertNoPageErrors(assert, page);
  await page.context().close();
});
