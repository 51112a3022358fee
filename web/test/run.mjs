// Runs the browser tests against the real app:
//   node test/run.mjs [--jar PATH] [--screenshots DIR] [--require-chromium true|false] [--docs] [TEST FILES...]
// starts `java -jar escaque.jar serve` on a free port with a fresh data folder, waits until it answers, runs the
// tests with node's test runner (Chromium driven by playwright-core), then stops the server. Then, with no Java
// process, it serves the web build (the jar's web/ folder as the build left it) from a plain file server and runs the
// files that hold for both game drivers again (LOCAL_FILES, with ESCAQUE_LOCAL=1: games played in the browser by the
// WebAssembly build). --docs also copies
// the screenshots to docs/screenshots/ for the README. Without Chromium (CHROMIUM, default /usr/bin/chromium) the
// tests are skipped, unless --require-chromium true (as CI sets), which makes that a failure. Exit code: the test
// runner's.
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(webDir, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [, value] = args.splice(index, 2);
  return value;
};
const jar = resolve(option('--jar', join(repoDir, 'server/target/escaque.jar')));
const screenshots = resolve(option('--screenshots', join(repoDir, 'server/target/screenshots')));
const requireChromium = option('--require-chromium', 'false') === 'true';
const toDocs = args.includes('--docs');
const files = args.filter(arg => arg !== '--docs');
/** The tests that hold with no Escaque host too (their host-only parts skip themselves when ESCAQUE_LOCAL=1). */
const LOCAL_FILES = ['local.test.mjs', 'retry.test.mjs', 'phones.test.mjs', 'analysis.test.mjs', 'explore.test.mjs', 'names.test.mjs', 'endings.test.mjs', 'moves.test.mjs', 'explain.test.mjs',
  'rules.test.mjs', 'editor.test.mjs', 'i18n.test.mjs', 'aids.test.mjs', 'analysisBoard.test.mjs'];
const webBuild = resolve(process.env.ESCAQUE_WEB_DIR ?? join(repoDir, 'server/target/classes/web'));

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`browser tests: ${chromium} is not installed (Debian: apt-get install chromium)`);
  if (requireChromium) process.exit(1);
  console.log('browser tests: skipped');
  process.exit(0);
}
if (!existsSync(jar)) {
  console.error(`browser tests: ${jar} does not exist; build it first (mvn -DskipTests package)`);
  process.exit(2);
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'escaque-browser-tests-'));
mkdirSync(screenshots, { recursive: true });
const logPath = join(dirname(screenshots), 'browser-tests-server.log');
const log = createWriteStream(logPath);
let server;
let serverExited = false;
let serverOutput = '';
/** Starts the jar; the tests never let the app listen on the network nor announce itself there (--no-lan). */
function startServer(extra) {
  serverExited = false;
  serverOutput = '';
  server = spawn('java', ['-jar', jar, 'serve', '--port', String(port), '--data-dir', dataDir, '--no-browser', ...extra],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [server.stdout, server.stderr]) {
    stream.on('data', chunk => {
      serverOutput += chunk;
      log.write(chunk);
    });
  }
  server.on('exit', () => { serverExited = true; });
}
startServer(['--no-lan']);

const baseUrl = `http://127.0.0.1:${port}`;
let status = 1;
try {
  try {
    await waitForServer(baseUrl, 60_000);
  } catch (error) {
    // A jar from before --no-lan existed (it had no LAN hosting either).
    if (!serverOutput.includes("'--no-lan'")) throw error;
    startServer([]);
    await waitForServer(baseUrl, 60_000);
  }
  const page = await (await fetch(`${baseUrl}/`)).text();
  if (!page.includes('<div id="app">')) {
    throw new Error('the jar does not serve the browser UI at / (is org.escaque.server.site.WebSite wired into App?)');
  }
  console.log(`browser tests: app at ${baseUrl} (log: ${logPath})`);
  status = await runTests(baseUrl);
  if (status === 0 && files.length === 0) status = await runWithoutHost();
  if (toDocs && status === 0) copyToDocs();
} catch (error) {
  console.error(`browser tests: ${error.message} (server log: ${logPath})`);
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: chosen } = probe.address();
      probe.close(() => resolvePort(chosen));
    });
  });
}

async function waitForServer(url, millis) {
  const deadline = Date.now() + millis;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('the server exited before answering');
    try {
      const response = await fetch(`${url}/api`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise(done => setTimeout(done, 250));
  }
  throw new Error(`the server did not answer within ${millis / 1000} s`);
}

function runTests(url, chosen = files, extraEnv = {}) {
  const testArgs = ['--test', '--test-concurrency=1', '--test-reporter=spec',
    ...(chosen.length ? chosen : readdirSync(join(webDir, 'test')).filter(name => name.endsWith('.test.mjs'))
      .sort().map(name => join('test', name)))];
  return new Promise(done => {
    const runner = spawn(process.execPath, testArgs, {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, ESCAQUE_URL: url, ESCAQUE_SCREENSHOTS: screenshots, ...extraEnv },
    });
    runner.on('exit', code => done(code ?? 1));
  });
}

/** The same UI with no Escaque host: the web build on a plain file server, games played by the WebAssembly build. */
async function runWithoutHost() {
  const { serveStatic } = await import('./static-server.mjs');
  const site = await serveStatic(webBuild);
  console.log(`browser tests: the web build with no Escaque host at ${site.url} (${webBuild})`);
  try {
    return await runTests(site.url, LOCAL_FILES.map(name => join('test', name)), { ESCAQUE_LOCAL: '1' });
  } finally {
    await site.close();
  }
}

function stopServer() {
  return new Promise(done => {
    if (serverExited) {
      done();
      return;
    }
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.on('exit', () => {
      clearTimeout(timer);
      done();
    });
    server.kill('SIGTERM');
  });
}

function copyToDocs() {
  const docs = join(repoDir, 'docs', 'screenshots');
  mkdirSync(docs, { recursive: true });
  for (const name of readdirSync(screenshots).filter(file => file.endsWith('.png'))) {
    copyFileSync(join(screenshots, name), join(docs, name));
  }
  console.log(`browser tests: screenshots copied to ${docs}`);
}
