// Measures the web build with no Escaque host (figures printed, nothing asserted):
//   node tools/measure.mjs [WEB_BUILD_DIR]     (default ../server/target/classes/web; needs /usr/bin/chromium)
// 1. first-visit transfer: every file of the build gzipped (-9), as a static host compressing them would send them;
// 2. a cached start on a phone profile (390×844, touch, CPU throttled 4× by Chromium): from navigation to a game's board
//    with its pieces and the side to move told, after a first visit has installed the service worker, median of 5;
// 3. the engine's speed in WebAssembly (the bench's 18 positions at depth 12, nodes per second of search time) beside
//    the JVM's (`java -cp ... org.escaque.engine.Bench 12`, same positions, one thread);
// 4. a weaker level's move without a clock (level 7: its node budget, the same on every device) over the bench's
//    positions, in the worker and in a JVM (the engine over UCI, `go movetime 10000` as the app's bound): its time a
//    move, so what a level's move costs on this machine and, by the nodes/s ratio, on a slower device;
// 5. the coach's quick review of a 41-move game (Byrne–Fischer 1956, 83 positions at 150,000 nodes each) in the page's
//    analysis worker, from the click on "Análisis rápido" to the finished review: on the phone profile (CPU 4×
//    slower) and unthrottled.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
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
      const level = [];
      for (let index = 0; index < size; index++) {
        const fen = await call('benchPosition', index);
        const started = performance.now();
        const result = JSON.parse(await call('bestMove', fen, '', 7, 0, 0, 10_000, index + 1));
        level.push({ fen, millis: performance.now() - started, nodes: result.nodes });
      }
      done({ nodes, millis, level });
    })().catch(fail);
  }));
  const wasmSpeed = Math.round(speed.nodes * 1000 / speed.millis);
  const classPath = ['core', 'engine'].map(module => join(repoDir, module, 'target/classes')).join(':');
  const jvm = spawnSync('java', ['-cp', classPath, 'org.escaque.engine.Bench', '12'], { encoding: 'utf8' });
  const jvmSpeed = Number(/Nodes\/second +: (\d+)/.exec(jvm.stdout)?.[1] ?? 'NaN');
  console.log(`bench depth 12: ${speed.nodes} nodes; WebAssembly ${wasmSpeed} nodes/s, JVM ${jvmSpeed} nodes/s, `
    + `ratio ${(wasmSpeed / jvmSpeed).toFixed(2)}`);

  const jvmLevel = await levelOnTheJvm(classPath, speed.level.map(move => move.fen));
  for (const [where, moves] of [['WebAssembly', speed.level], ['JVM', jvmLevel]]) {
    const times = moves.map(move => move.millis).sort((a, b) => a - b);
    const nodes = moves.reduce((sum, move) => sum + move.nodes, 0);
    const millis = moves.reduce((sum, move) => sum + move.millis, 0);
    console.log(`level 7 without a clock, ${moves.length} bench positions, ${where}: ${Math.round(nodes / moves.length)} `
      + `nodes a move, median ${Math.round(times[Math.floor((times.length - 1) / 2)])} ms, mean `
      + `${Math.round(millis / moves.length)} ms, longest ${Math.round(times.at(-1))} ms, `
      + `${Math.round(nodes * 1000 / millis)} nodes/s`);
  }

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

/**
 * Level 7's move without a clock in each of `fens`, in one JVM over UCI (Skill Level 7, `go movetime 10000`, the bound
 * the app gives a weaker level), one after the other: each move's wall time from `go` to `bestmove`, and the nodes of
 * its last report.
 */
async function levelOnTheJvm(classPath, fens) {
  const engine = spawn('java', ['-cp', classPath, 'org.escaque.engine.uci.UciMain'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: engine.stdout });
  const waiting = [];
  lines.on('line', line => waiting.forEach(listener => listener(line)));
  const until = (test, onLine = () => {}) => new Promise(done => {
    const listener = line => {
      onLine(line);
      if (test(line)) {
        waiting.splice(waiting.indexOf(listener), 1);
        done(line);
      }
    };
    waiting.push(listener);
  });
  engine.stdin.write('uci\nsetoption name Skill Level value 7\nisready\n');
  await until(line => line === 'readyok');
  const moves = [];
  for (const fen of fens) {
    let nodes = 0;
    const answered = until(line => line.startsWith('bestmove'), line => {
      const reported = / nodes (\d+)/.exec(line);
      if (line.startsWith('info ') && reported) nodes = Number(reported[1]);
    });
    const started = performance.now();
    engine.stdin.write(`position fen ${fen}\ngo movetime 10000\n`);
    await answered;
    moves.push({ millis: performance.now() - started, nodes });
  }
  engine.stdin.write('quit\n');
  return moves;
}
