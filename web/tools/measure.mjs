// Measures the web build with no Escaque host (figures printed, nothing asserted):
//   node tools/measure.mjs [WEB_BUILD_DIR]     (default ../server/target/classes/web; needs /usr/bin/chromium)
// 1. first-visit transfer: every file of the build gzipped (-9), as a static host compressing them would send them;
// 2. a cached start on a phone profile (390×844, touch, CPU throttled 4× by Chromium): from navigation to a game's board
//    with its pieces and the side to move told, after a first visit has installed the service worker, median of 5;
// 3. the engine's speed in WebAssembly (the bench's 18 positions at depth 12, nodes per second of search time) beside
//    the JVM's (`java -cp ... org.escaque.engine.Bench 12`, same positions, one thread);
// 4. the coach's quick review of a 41-move game (Byrne–Fischer 1956, 83 positions at 150,000 nodes each) in the page's
//    analysis worker, from the click on "Análisis rápido" to the finished review: on the phone profile (CPU 4×
//    slower) and unthrottled.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveStatic } from '../test/static-server.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(webDir, '..');
const build = resolve(process.argv[2] ?? join(repoDir, 'server/target/classes/web'));

const files = (function list(dir) {
  return readdirSync(dir).flatMap(name => statSync(join(dir, name)).isDirectory() ? list(join(dir, name)) : [join(dir, name)]);
})(build);
let raw = 0;
let zipped = 0;
let wasm = 0;
for (const file of files) {
  const bytes = readFileSync(file);
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  zipped += gz;
  if (file.endsWith('.wasm')) wasm = gz;
}
console.log(`first visit: ${files.length} files, ${(raw / 1024).toFixed(0)} KB, ${(zipped / 1024).toFixed(0)} KB gzipped `
  + `(the WebAssembly module ${(wasm / 1024).toFixed(0)} KB of it)`);

const site = await serveStatic(build);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--no-first-run', '--disable-dev-shm-usage'] });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
    locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
  await page.locator('[data-testid="hotseat-form"] button[type="submit"]').click();
  await page.waitForURL(/\/game\//);
  await page.locator('cg-board piece').first().waitFor();
  const gameUrl = page.url();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const starts = [];
  for (let run = 0; run < 5; run++) {
    const started = Date.now();
    await page.goto(gameUrl);
    await page.waitForFunction(() => document.querySelectorAll('cg-board piece').length === 32
      && /Juegan/.test(document.querySelector('[data-testid="status"]')?.textContent ?? ''), null, { timeout: 60_000 });
    starts.push(Date.now() - started);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  starts.sort((a, b) => a - b);
  console.log(`cached start to a playable board, 390×844, CPU 4× slower: median ${starts[2]} ms (${starts.join(', ')})`);

  const speed = await page.evaluate(() => new Promise((done, fail) => {
    const worker = new Worker(document.querySelector('meta[name="escaque-worker"]').content);
    let id = 0;
    const call = (method, ...args) => new Promise((answer, refuse) => {
      const mine = ++id;
      worker.addEventListener('message', function listen({ data }) {
        if (data.id !== mine) return;
        worker.removeEventListener('message', listen);
        if (data.error) refuse(new Error(data.error)); else answer(data.result);
      });
      worker.postMessage({ id: mine, method, args });
    });
    (async () => {
      const size = await call('benchSize');
      await call('benchSearch', 0, 8);
      let nodes = 0;
      let millis = 0;
      for (let index = 0; index < size; index++) {
        const started = performance.now();
        const result = await call('benchSearch', index, 12);
        millis += performance.now() - started;
        nodes += Number(result.split(' ')[1]);
      }
      done({ nodes, millis });
    })().catch(fail);
  }));
  const wasmSpeed = Math.round(speed.nodes * 1000 / speed.millis);
  const classPath = ['core', 'engine'].map(module => join(repoDir, module, 'target/classes')).join(':');
  const jvm = spawnSync('java', ['-cp', classPath, 'org.escaque.engine.Bench', '12'], { encoding: 'utf8' });
  const jvmSpeed = Number(/Nodes\/second +: (\d+)/.exec(jvm.stdout)?.[1] ?? 'NaN');
  console.log(`bench depth 12: ${speed.nodes} nodes; WebAssembly ${wasmSpeed} nodes/s, JVM ${jvmSpeed} nodes/s, `
    + `ratio ${(wasmSpeed / jvmSpeed).toFixed(2)}`);

  const famous = readFileSync(join(repoDir, 'core/src/test/resources/pgn/famous.pgn'), 'utf8');
  const pgn = famous.split(/\n(?=\[Event )/).find(game => game.includes('Robert James Fischer'));
  for (const rate of [4, 1]) {
    const reviewing = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
      locale: 'es-ES' });
    const reviewPage = await reviewing.newPage();
    await reviewPage.goto(`${site.url}/`);
    await reviewPage.locator('.import-form textarea').fill(pgn);
    await reviewPage.locator('.import-form button[type="submit"]').click();
    await reviewPage.waitForURL(/\/game\//);
    await reviewPage.locator('[data-testid="analyse-quick"]').waitFor();
    const throttle = await reviewing.newCDPSession(reviewPage);
    await throttle.send('Emulation.setCPUThrottlingRate', { rate });
    const started = Date.now();
    await reviewPage.locator('[data-testid="analyse-quick"]').click();
    await reviewPage.locator('[data-testid="analysis-pgn"]').waitFor({ timeout: 600_000 });
    const took = Date.now() - started;
    console.log(`quick review of a 41-move game (83 positions), 390×844${rate > 1 ? `, CPU ${rate}× slower` : ''}: `
      + `${(took / 1000).toFixed(1)} s`);
    await reviewing.close();
  }
} finally {
  await browser.close();
  await site.close();
}
