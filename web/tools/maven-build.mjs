// The web build as Maven runs it (server module, generate-resources phase):
//   node tools/maven-build.mjs OUTDIR
// 1. installs the locked packages (npm ci) when node_modules is missing or older than package-lock.json;
//    if that fails but an earlier install is there, it warns and goes on (offline-tolerant);
// 2. type-checks and bundles into OUTDIR (npm run build), unless OUTDIR is already newer than every source.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(process.argv[2] ?? join(webDir, '../server/target/classes/web'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args, env = process.env) {
  const result = spawnSync(npm, args, { cwd: webDir, stdio: 'inherit', env });
  return result.status === 0;
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map(name => newest(join(path, name))));
}

const installed = join(webDir, 'node_modules', '.package-lock.json');
if (mtime(installed) < mtime(join(webDir, 'package-lock.json'))) {
  console.log('web: installing the locked npm packages (npm ci)');
  if (!run(['ci', '--no-audit', '--no-fund'])) {
    if (existsSync(join(webDir, 'node_modules'))) {
      console.warn('web: npm ci failed; building with the packages already installed');
    } else {
      console.error('web: npm ci failed and no packages are installed; see the messages above');
      process.exit(1);
    }
  }
}

const sources = Math.max(...['src', 'tools', 'package.json', 'package-lock.json', 'tsconfig.json', '../wasm/target/teavm']
  .map(name => newest(join(webDir, name))));
if (mtime(join(outDir, 'index.html')) > sources) {
  console.log(`web: ${outDir} is up to date`);
  process.exit(0);
}
if (!run(['run', 'build'], { ...process.env, ESCAQUE_WEB_OUT: outDir })) {
  console.error('web: the build failed; see the messages above');
  process.exit(1);
}
