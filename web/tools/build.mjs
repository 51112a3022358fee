// Bundles the UI with esbuild into the directory the server serves (default ../server/target/classes/web):
// index.html plus content-hashed assets/ (among them core and engine in WebAssembly, from ../wasm/target/teavm, and
// the worker that runs them), then prints each file's size raw and gzipped.
// Usage: node tools/build.mjs [OUTDIR]   (or ESCAQUE_WEB_OUT=OUTDIR)
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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
const copyHashed = (name, stem, extension) => {
  const bytes = readFileSync(join(teavmDir, name));
  const hashed = `assets/${stem}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.${extension}`;
  writeFileSync(join(outDir, hashed), bytes);
  return '/' + hashed;
};
const wasmUrl = copyHashed(wasmFiles.module, 'escaque', 'wasm');
const runtimeUrl = copyHashed(wasmFiles.runtime, 'wasm-runtime', 'js');
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

const outputs = Object.keys(result.metafile.outputs).map(file => resolve(webDir, file));
const script = outputs.find(file => /app-[^/]*\.js$/.test(file));
const style = outputs.find(file => /style-[^/]*\.css$/.test(file));
if (!script || !style) {
  throw new Error('esbuild produced no app script or style sheet');
}
const page = readFileSync(join(webDir, 'src/index.html'), 'utf8')
  .replace('%SCRIPT%', '/' + relative(outDir, script))
  .replace('%STYLE%', '/' + relative(outDir, style))
  .replace('%WORKER%', '/' + relative(outDir, workerScript));
writeFileSync(join(outDir, 'index.html'), page);

let raw = 0;
let zipped = 0;
const lines = [];
for (const file of listFiles(outDir)) {
  const bytes = readFileSync(file);
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  zipped += gz;
  lines.push(`  ${relative(outDir, file).padEnd(34)} ${kb(bytes.length).padStart(9)} ${kb(gz).padStart(9)} gzip`);
}
console.log(`web: built into ${outDir}\n${lines.join('\n')}\n  ${'total'.padEnd(34)} ${kb(raw).padStart(9)} ${kb(zipped).padStart(9)} gzip`);

function listFiles(dir) {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  }).sort();
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
