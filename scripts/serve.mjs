// A static server for dist/: `node scripts/serve.mjs [port] [--lan]` (run.sh uses it; the browser
// tests import `serve`). On 127.0.0.1, or with --lan on every network of this computer, so that a
// class's tablets reach it: the addresses they type are printed, with a QR code to scan. Paths
// never leave dist/. Text and wasm are sent compressed to a browser that accepts it, as web
// hosts do: Brotli where the build wrote a .br beside the file (scripts/compress.mjs), gzip
// otherwise. What a slow connection carries is what counts.
import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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

/** The .br the build wrote beside `file`, if it is at least as new as the file. */
async function fresh(file) {
  try {
    const [plain, packed] = await Promise.all([stat(file), stat(`${file}.br`)]);
    return packed.mtimeMs >= plain.mtimeMs ? await readFile(`${file}.br`) : null;
  } catch {
    return null;
  }
}

/**
 * Serve dist/ at `port` (0: a free one); resolves to { server, url }. `base` is the folder the
 * app is served from ('/tablier/': as a school server or a static host's project page gives;
 * nothing is served outside it). `host` is '127.0.0.1' (this computer only) or '0.0.0.0' (the
 * class network too). `rewrite(path, body)` may change what is sent (the offline test serves a
 * "new build" of the service worker).
 */
export async function serve(port = 0, { rewrite = (_path, body) => body, base = '/', host = '127.0.0.1' } = {}) {
  const server = createServer(async (req, res) => {
    // A request the URL parser or the decoding refuses ("//", "%E0%A4") is answered, not
    // left to throw: that would stop the server for everyone.
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    if (!path.startsWith(base)) {
      // The folder itself without its slash: where the host would send it.
      if (`${path}/` === base) res.writeHead(301, { location: base }).end();
      else res.writeHead(404).end('not found');
      return;
    }
    path = normalize(`/${path.slice(base.length)}`).replace(/^(\.\.[/\\])+/, '');
    const file = join(DIST, path.endsWith('/') ? join(path, 'index.html') : path);
    try {
      const read = await readFile(file);
      let body = rewrite(path, read);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', vary: 'accept-encoding' };
      const accepts = (coding) => new RegExp(`\\b${coding}\\b`).test(req.headers['accept-encoding'] ?? '');
      // The build's Brotli, unless what is sent was rewritten or the file changed after it
      // was compressed (then it is not that file's).
      const brotli = COMPRESSED.has(extname(file)) && body === read && accepts('br') ? await fresh(file) : null;
      if (brotli) {
        body = brotli;
        headers['content-encoding'] = 'br';
      } else if (COMPRESSED.has(extname(file)) && accepts('gzip')) {
        body = gzip(body);
        headers['content-encoding'] = 'gzip';
      }
      // A tag of what is sent: the service worker fetches on a first visit the files the page
      // has just fetched (no-cache: each is asked again), and an unchanged one comes back as
      // "not modified", not a second time over a slow line.
      const tag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      headers.etag = tag;
      if ((req.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(tag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  return { server, url: `http://127.0.0.1:${server.address().port}${base}` };
}

/** This computer's addresses on its networks (IPv4, not the loopback): what a tablet types. */
export function lanAddresses() {
  return Object.values(networkInterfaces()).flat().filter((a) => a && a.family === 'IPv4' && !a.internal).map((a) => a.address);
}

/** A QR code of `text` drawn in the terminal by the command line (`tablier qr`), or nothing. */
function qr(text) {
  const cli = fileURLToPath(new URL('../target/release/tablier', import.meta.url));
  if (!existsSync(cli)) return '';
  try {
    return execFileSync(cli, ['qr', text], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const lan = args.includes('--lan');
  const port = Number(args.find((a) => /^\d+$/.test(a)) ?? 8080);
  const host = lan ? '0.0.0.0' : '127.0.0.1';
  serve(port, { host }).then(
    ({ url }) => {
      console.log(`Tablier is served at ${url} (Ctrl+C stops)`);
      if (!lan) return;
      const addresses = lanAddresses();
      if (addresses.length === 0) {
        console.log('This computer is on no network: the tablets cannot reach it.');
        return;
      }
      for (const a of addresses) console.log(`On the class network, the tablets open: http://${a}:${port}/`);
      // The first network's address, to scan (a tablet's camera opens it).
      process.stdout.write(qr(`http://${addresses[0]}:${port}/`));
    },
    (e) => {
      console.error(`serve: cannot listen on ${host}:${port}: ${e.message} (PORT=9000 ./run.sh for another port)`);
      process.exit(1);
    },
  );
}
