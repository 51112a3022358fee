// Bundles the UI with esbuild into the directory the server serves (default ../server/target/classes/web):
// index.html plus content-hashed assets/ (among them core and engine in WebAssembly, from ../wasm/target/teavm, the
// worker that runs them, and the app's icons), the web app manifest (manifest.webmanifest) and the service worker
// (sw.js, which is given the list of every other file with its content hash: a new build is a new worker), then prints
// each file's size raw and gzipped.
// Usage: node tools/build.mjs [OUTDIR]   (or ESCAQUE_WEB_OUT=OUTDIR)
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(process.argv[2] ?? process.env.ESCAQUE_WEB_OUT ?? join(webDir, '../server/target/classes/web'));

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const result = await build({
  absWorkingDir: webDir,
  entryPoints: { app: 'src/main.ts', style: 'src/style/app.css' },
  bundle: true,
  minify: true,
  format: 'esm',
  // The QR decoder (jsQR) is a chunk of its own, loaded when a camera is first used on a browser without a
  // BarcodeDetector.
  splitting: true,
  chunkNames: 'assets/[name]-[hash]',
  target: ['es2020'],
  loader: { '.svg': 'dataurl' },
  entryNames: 'assets/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  outdir: outDir,
  metafile: true,
  legalComments: 'eof',
  logLevel: 'warning',
});

// core and engine in WebAssembly (the wasm module's TeaVM build), content-hashed like the rest, and the worker that
// runs them, which is told their names.
const teavmDir = resolve(process.env.ESCAQUE_WASM_DIR ?? join(webDir, '../wasm/target/teavm'));
const wasmFiles = { module: 'escaque.wasm', runtime: 'escaque.wasm-runtime.js' };
for (const name of Object.values(wasmFiles)) {
  if (!existsSync(join(teavmDir, name))) {
    throw new Error(`${join(teavmDir, name)} is missing: build the wasm module first (mvn -pl wasm -am install)`);
  }
}
mkdirSync(join(outDir, 'assets'), { recursive: true });
const contentHash = bytes => createHash('sha256').update(bytes).digest('hex').slice(0, 10);
const copyHashed = (source, stem, extension) => {
  const bytes = readFileSync(source);
  const hashed = `assets/${stem}-${contentHash(bytes)}.${extension}`;
  writeFileSync(join(outDir, hashed), bytes);
  return '/' + hashed;
};
const wasmUrl = copyHashed(join(teavmDir, wasmFiles.module), 'escaque', 'wasm');
const runtimeUrl = copyHashed(join(teavmDir, wasmFiles.runtime), 'wasm-runtime', 'js');
const workerResult = await build({
  absWorkingDir: webDir,
  entryPoints: { worker: 'src/engine/worker.ts' },
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  define: { ESCAQUE_WASM_URL: JSON.stringify(wasmUrl), ESCAQUE_WASM_RUNTIME_URL: JSON.stringify(runtimeUrl) },
  entryNames: 'assets/[name]-[hash]',
  outdir: outDir,
  metafile: true,
  logLevel: 'warning',
});
const workerScript = Object.keys(workerResult.metafile.outputs).map(file => resolve(webDir, file))
  .find(file => /worker-[^/]*\.js$/.test(file));

// The installable app: the icons (drawn in src/pwa/icons/, the PNGs rendered from them by tools/icons.mjs),
// content-hashed, and the manifest that names them, at a fixed address.
const iconsDir = join(webDir, 'src/pwa/icons');
const icons = Object.fromEntries(readdirSync(iconsDir).filter(name => /\.(svg|png)$/.test(name)).map(name => {
  const [, stem, extension] = /^(.*)\.([a-z]+)$/.exec(name);
  return [name, copyHashed(join(iconsDir, name), stem, extension)];
}));
const manifest = JSON.parse(readFileSync(join(webDir, 'src/pwa/manifest.json'), 'utf8'));
for (const icon of manifest.icons) {
  const url = icons[icon.src.replace(/^icons\//, '')];
  if (!url) throw new Error(`src/pwa/manifest.json names ${icon.src}, which is not in src/pwa/icons/`);
  icon.src = url;
}
writeFileSync(join(outDir, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2) + '\n');

const outputs = Object.keys(result.metafile.outputs).map(file => resolve(webDir, file));
const script = outputs.find(file => /app-[^/]*\.js$/.test(file));
const style = outputs.find(file => /style-[^/]*\.css$/.test(file));
if (!script || !style) {
  throw new Error('esbuild produced no app script or style sheet');
}
const page = readFileSync(join(webDir, 'src/index.html'), 'utf8')
  .replace('%SCRIPT%', '/' + relative(outDir, script))
  .replace('%STYLE%', '/' + relative(outDir, style))
  .replace('%WORKER%', '/' + relative(outDir, workerScript))
  .replace('%APPLE_TOUCH_ICON%', icons['apple-touch-icon.png']);
const unfilled = /%[A-Z_]+%/.exec(page);
if (unfilled) throw new Error(`src/index.html has a placeholder the build does not fill: ${unfilled[0]}`);
writeFileSync(join(outDir, 'index.html'), page);

// The service worker, last: it precaches every other file of the build, whose paths and content hashes are written
// into it (so its bytes, which browsers compare to find an update, change whenever any file does).
const precache = listFiles(outDir)
  .map(file => ['/' + relative(outDir, file).split(sep).join('/'), contentHash(readFileSync(file))]);
const version = contentHash(JSON.stringify(precache));
await build({
  absWorkingDir: webDir,
  entryPoints: ['src/pwa/sw.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  define: { ESCAQUE_PRECACHE: JSON.stringify(precache), ESCAQUE_VERSION: JSON.stringify(version) },
  banner: { js: `// Escaque's service worker, version ${version} (src/pwa/sw.ts)` },
  outfile: join(outDir, 'sw.js'),
  logLevel: 'warning',
});

let raw = 0;
let zipped = 0;
const lines = [];
for (const file of listFiles(outDir)) {
  const bytes = readFileSync(file);
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  zipped += gz;
  lines.push(`  ${relative(outDir, file).padEnd(42)} ${kb(bytes.length).padStart(9)} ${kb(gz).padStart(9)} gzip`);
}
console.log(`web: built into ${outDir}\n${lines.join('\n')}\n`
  + `  ${'total'.padEnd(42)} ${kb(raw).padStart(9)} ${kb(zipped).padStart(9)} gzip`);
const precached = precache.reduce((total, [path]) => total + statSync(join(outDir, path)).size, 0);
console.log(`web: sw.js (version ${version}) precaches ${precache.length} files, ${kb(precached)}`);

function listFiles(dir) {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  }).sort();
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
