// Bundles the UI with esbuild into the directory the server serves (default ../server/target/classes/web):
// index.html plus content-hashed assets/, then prints each file's size raw and gzipped.
// Usage: node tools/build.mjs [OUTDIR]   (or ESCAQUE_WEB_OUT=OUTDIR)
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
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

const outputs = Object.keys(result.metafile.outputs).map(file => resolve(webDir, file));
const script = outputs.find(file => /app-[^/]*\.js$/.test(file));
const style = outputs.find(file => /style-[^/]*\.css$/.test(file));
if (!script || !style) {
  throw new Error('esbuild produced no app script or style sheet');
}
const page = readFileSync(join(webDir, 'src/index.html'), 'utf8')
  .replace('%SCRIPT%', '/' + relative(outDir, script))
  .replace('%STYLE%', '/' + relative(outDir, style));
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
