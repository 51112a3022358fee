// A plain static file server for the browser tests of the web build with no Escaque host: it serves the files of a
// directory (the build's output) and, for any other path, index.html, as a static host set up for a single-page
// app does. Loopback only, on a free port.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `dir` on 127.0.0.1; resolves to { url, close }. `replaced` (a Map, which the caller may change at any time)
 * gives the bodies of paths served instead of their files, as a host holding another build would.
 */
export async function serveStatic(dir, { replaced = new Map() } = {}) {
  const root = normalize(dir);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = normalize(join(root, path));
    let body;
    let type;
    if (replaced.has(path)) {
      body = replaced.get(path);
      type = TYPES[extname(file)] ?? 'application/octet-stream';
    } else if (file.startsWith(root + sep) && extname(file)) {
      try {
        body = await readFile(file);
        type = TYPES[extname(file)] ?? 'application/octet-stream';
      } catch {
        body = undefined;
      }
    }
    if (body === undefined && !extname(file)) {
      body = await readFile(join(root, 'index.html'));
      type = TYPES['.html'];
    }
    if (body === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
    response.end(body);
  });
  await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise(resolve => { server.closeAllConnections(); server.close(resolve); }),
  };
}
