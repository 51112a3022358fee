// The WebAssembly build (wasm/: core and engine by TeaVM, run in the app's Web Worker) against the JVM: the same
// random games ply by ply (legal moves, SAN, FEN, position keys, checks, claims, endings), the engine's bench
// signature (every position's best move and node count), and perft. Served by a plain file server, as a static host
// would: no Escaque host is involved. The speeds are printed, not asserted.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPage, startBrowser } from './helpers.mjs';
import { serveStatic } from './static-server.mjs';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const webBuild = process.env.ESCAQUE_WEB_DIR ?? join(repoDir, 'server/target/classes/web');
const jvmClassPath = ['wasm', 'play', 'core', 'engine'].map(module => join(repoDir, module, 'target/classes')).join(':');
const SEED = 2026;
const GAMES = 2000;
const BENCH_DEPTH = 12;

let browser;
let site;
let page;

before(async () => {
  browser = await startBrowser();
  site = await serveStatic(webBuild);
  page = await newPage(browser.browser);
  await page.goto(`${site.url}/`);
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** Calls BrowserApi's `method` in the app's own engine worker; resolves to [result, milliseconds]. */
function callWasm(method, ...args) {
  return page.evaluate(([name, values]) => {
    if (!window.testWorker) {
      window.testWorker = new Worker(document.querySelector('meta[name="escaque-worker"]').content);
      window.testCalls = new Map();
      window.testWorker.onmessage = ({ data }) => window.testCalls.get(data.id)(data);
    }
    const id = window.testCalls.size + 1;
    const started = performance.now();
    return new Promise((done, fail) => {
      window.testCalls.set(id, answer => (answer.error !== undefined ? fail(new Error(answer.error))
        : done([answer.result, performance.now() - started])));
      window.testWorker.postMessage({ id, method: name, args: values });
    });
  }, [method, args]);
}

function jvm(mainClass, ...args) {
  const run = spawnSync('java', ['-cp', jvmClassPath, mainClass, ...args.map(String)],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.equal(run.status, 0, `${mainClass} failed: ${run.stderr}`);
  return run.stdout;
}

test('the WebAssembly build plays the same random games as the JVM, ply by ply', async () => {
  const jvmStarted = Date.now();
  const expected = jvm('org.escaque.wasm.Transcript', SEED, GAMES).trim().split('\n');
  const jvmMillis = Date.now() - jvmStarted;
  const [text, wasmMillis] = await callWasm('transcript', SEED, GAMES);
  const actual = text.trim().split('\n');
  assert.equal(actual.length, GAMES);
  const differing = actual.findIndex((line, index) => line !== expected[index]);
  if (differing >= 0) {
    // Where the two part: the first differing line of that game.
    const jvmLines = jvm('org.escaque.wasm.Transcript', SEED, GAMES, differing).split('\n');
    const [gameText] = await callWasm('transcriptGame', SEED, differing);
    const wasmLines = gameText.split('\n');
    const at = wasmLines.findIndex((line, index) => line !== jvmLines[index]);
    assert.fail(`game ${differing} differs at line ${at}:\n  JVM:  ${jvmLines[at]}\n  Wasm: ${wasmLines[at]}`);
  }
  const endings = {};
  let plies = 0;
  for (const line of actual) {
    const [, gamePlies, ending] = line.split(' ');
    plies += Number(gamePlies);
    const termination = ending.split(':')[0];
    endings[termination] = (endings[termination] ?? 0) + 1;
  }
  // The games must reach the endings the rules decide, or the comparison would leave them out.
  for (const termination of ['checkmate', 'stalemate', 'insufficient-material', 'dead-position', 'seventy-five-moves',
    'fifty-moves', 'threefold-repetition']) {
    assert.ok(endings[termination] > 0, `no game ended by ${termination}: ${JSON.stringify(endings)}`);
  }
  console.log(`wasm: ${GAMES} games, ${plies} plies identical to the JVM's (${JSON.stringify(endings)}); `
    + `Wasm ${Math.round(wasmMillis)} ms, JVM ${jvmMillis} ms with its start`);
});

test('the engine searches the same tree in WebAssembly as on the JVM: the bench signature', async () => {
  const jvmText = jvm('org.escaque.engine.Bench', BENCH_DEPTH);
  const expected = [...jvmText.matchAll(/^Position +\d+\/\d+: (\S+) +(\d+) nodes/gm)].map(m => `${m[1]} ${m[2]}`);
  const jvmSpeed = /Nodes\/second +: (\d+)/.exec(jvmText)[1];
  const [size] = await callWasm('benchSize');
  assert.equal(size, expected.length);
  let nodes = 0;
  let millis = 0;
  for (let index = 0; index < size; index++) {
    const [result, took] = await callWasm('benchSearch', index, BENCH_DEPTH);
    assert.equal(result, expected[index], `bench position ${index + 1}`);
    nodes += Number(result.split(' ')[1]);
    millis += took;
  }
  const wasmSpeed = Math.round(nodes * 1000 / millis);
  console.log(`wasm: bench depth ${BENCH_DEPTH} signature ${nodes} nodes, as on the JVM; ${wasmSpeed} nodes/s in Wasm, `
    + `${jvmSpeed} on the JVM (ratio ${(wasmSpeed / jvmSpeed).toFixed(2)}, one run each, not a benchmark)`);
});

test('a 41-move game is reviewed in WebAssembly as on the JVM: every evaluation, judgement and the annotated PGN', async () => {
  // Byrne–Fischer, New York 1956 ("the game of the century"): 82 half-moves, 83 positions, ending in checkmate.
  const famous = readFileSync(join(repoDir, 'core/src/test/resources/pgn/famous.pgn'), 'utf8');
  const pgn = famous.split(/\n(?=\[Event )/).find(game => game.includes('Robert James Fischer'));
  assert.ok(pgn, 'the game is in famous.pgn');
  const folder = mkdtempSync(join(tmpdir(), 'escaque-review-'));
  let jvmLines;
  const jvmStarted = Date.now();
  try {
    writeFileSync(join(folder, 'game.pgn'), pgn);
    jvmLines = jvm('org.escaque.wasm.Review', join(folder, 'game.pgn')).split('\n');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const jvmMillis = Date.now() - jvmStarted;
  const expected = JSON.parse(jvmLines[0]);
  const expectedPgn = JSON.parse(jvmLines.slice(1).join('\n')).result;

  const [imported] = await callWasm('localImport', pgn, 0);
  const id = JSON.parse(imported).result.id;
  let [answer] = await callWasm('localAnalysisRequest', id, 'quick', 0);
  let analysis = JSON.parse(answer).result;
  let millis = 0;
  while (analysis.status === 'running') {
    const [stepped, took] = await callWasm('localAnalysisStep', id, 'quick', 0);
    analysis = JSON.parse(stepped).result;
    millis += took;
  }
  assert.equal(analysis.status, 'done');
  assert.equal(analysis.total, 83);
  delete analysis.gameId;
  delete expected.gameId;
  assert.deepEqual(analysis, expected);
  const [pgnAnswer] = await callWasm('localAnalysisPgn', id, 'quick', '');
  assert.equal(JSON.parse(pgnAnswer).result, expectedPgn);
  assert.ok(expectedPgn.includes('[%eval ') && expectedPgn.includes('Rc2#'), expectedPgn);
  const accuracy = side => analysis.sides[side].accuracy;
  console.log(`wasm: quick review of a 41-move game (83 positions, ${analysis.nodes} nodes each) identical to the JVM's; `
    + `${(millis / 1000).toFixed(1)} s in Wasm, ${(jvmMillis / 1000).toFixed(1)} s on the JVM with its start `
    + `(accuracy ${accuracy('white')} / ${accuracy('black')}; one run each, not a benchmark)`);
});

test('perft counts in WebAssembly are the known ones', async () => {
  const [initial] = await callWasm('perft', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 5);
  assert.equal(initial, '4865609');
  const [kiwipete] = await callWasm('perft', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4);
  assert.equal(kiwipete, '4085603');
  await assert.rejects(callWasm('perft', 'not a position', 3), /FEN/);
});
