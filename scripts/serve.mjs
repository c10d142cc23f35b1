// A static server for dist/ on 127.0.0.1: `node scripts/serve.mjs [port]` (run.sh uses it; the
// browser tests import `serve`). Paths never leave dist/. Text and wasm are sent gzipped to a
// browser that accepts it, as any web host does: what a slow connection carries is what counts.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

// TABLIER_DIST serves another build (to time two builds side by side).
export const DIST = process.env.TABLIER_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
/** Worth compressing (pictures are compressed already). */
const COMPRESSED = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json', '.webmanifest']);
/** Gzipped bodies by the hash of their content: each file is compressed once. */
const GZIPPED = new Map();
const gzip = (body) => {
  const key = createHash('sha1').update(body).digest('hex');
  if (!GZIPPED.has(key)) GZIPPED.set(key, gzipSync(body, { level: 9 }));
  return GZIPPED.get(key);
};

/**
 * Serve dist/ on 127.0.0.1 at `port` (0: a free one); resolves to { server, url }. `rewrite(path,
 * body)` may change what is sent (the offline test serves a "new build" of the service worker).
 */
export async function serve(port = 0, { rewrite = (_path, body) => body } = {}) {
  const server = createServer(async (req, res) => {
    // A request the URL parser or the decoding refuses ("//", "%E0%A4") is answered, not
    // left to throw: that would stop the server for everyone.
    let path;
    try {
      path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    const file = join(DIST, path.endsWith('/') ? join(path, 'index.html') : path);
    try {
      let body = rewrite(path, await readFile(file));
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', vary: 'accept-encoding' };
      if (COMPRESSED.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = gzip(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.argv[2] ?? 8080);
  serve(port).then(
    ({ url }) => console.log(`Tablier is served at ${url} (Ctrl+C stops)`),
    (e) => {
      console.error(`serve: cannot listen on 127.0.0.1:${port}: ${e.message} (PORT=9000 ./run.sh for another port)`);
      process.exit(1);
    },
  );
}
