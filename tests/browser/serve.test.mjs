// The static server of ./run.sh (scripts/serve.mjs): a request it cannot read is answered 400,
// and the server goes on serving the app to everyone else; what it sends is compressed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveDist } from './helpers.mjs';
import { DIST, serve } from '../../scripts/serve.mjs';

/** The status line of a raw GET of `path` (sent as written, which fetch would not do). */
function statusOf(port, path) {
  return new Promise((ok, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => ok(data.split('\r\n')[0]));
    socket.on('error', fail);
  });
}

test('a request that is not a readable path is refused and the app is still served', async () => {
  const { server } = await serveDist();
  const port = server.address().port;
  try {
    assert.equal(await statusOf(port, '//'), 'HTTP/1.1 400 Bad Request');
    assert.equal(await statusOf(port, '/%E0%A4%A'), 'HTTP/1.1 400 Bad Request');
    assert.equal(await statusOf(port, '/../../etc/passwd'), 'HTTP/1.1 404 Not Found');
    assert.equal(await statusOf(port, '/index.html'), 'HTTP/1.1 200 OK');
  } finally {
    server.close();
  }
});

/** GET `path` asking for `encodings`: the status, the content-encoding and the body as opened. */
function fetchAs(port, path, encodings) {
  return new Promise((ok, fail) => {
    get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encodings } }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(parts);
        const coding = res.headers['content-encoding'] ?? 'identity';
        const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
        ok({ status: res.statusCode, coding, sent: raw.length, body });
      });
    }).on('error', fail);
  });
}

test('the app travels compressed: Brotli where the browser takes it, gzip otherwise, always the file as it is now', async () => {
  const wasm = readdirSync(DIST).find((n) => /^tablier-web-[0-9a-f]+_bg\.wasm$/.test(n));
  const file = readFileSync(join(DIST, wasm));
  // A script changed after the build compressed it: its old Brotli copy must not be sent.
  const stale = join(DIST, 'stale-probe.js');
  writeFileSync(`${stale}.br`, brotliCompressSync(Buffer.from('old();')));
  utimesSync(`${stale}.br`, new Date(2000, 0, 1), new Date(2000, 0, 1));
  writeFileSync(stale, 'now();');
  const rewritten = await serve(0, { rewrite: (path, body) => (path === '/index.html' ? Buffer.from('<p>another</p>') : body) });
  const { server } = await serveDist();
  const port = server.address().port;
  try {
    const br = await fetchAs(port, `/${wasm}`, 'gzip, deflate, br, zstd');
    assert.equal(br.coding, 'br');
    assert.ok(br.body.equals(file), 'the Brotli copy opens to the wasm itself');
    const gz = await fetchAs(port, `/${wasm}`, 'gzip, deflate');
    assert.equal(gz.coding, 'gzip');
    assert.ok(gz.body.equals(file));
    // What a slow connection carries: about a fifth less with Brotli.
    assert.ok(br.sent < gz.sent * 0.9, `Brotli ${br.sent} bytes, gzip ${gz.sent}`);
    assert.ok((await fetchAs(port, `/${wasm}`, '')).body.equals(file));
    assert.equal((await fetchAs(port, '/stale-probe.js', 'br')).body.toString(), 'now();');
    const page = await fetchAs(rewritten.server.address().port, '/index.html', 'gzip, br');
    assert.equal(page.body.toString(), '<p>another</p>');
  } finally {
    server.close();
    rewritten.server.close();
    rmSync(stale, { force: true });
    rmSync(`${stale}.br`, { force: true });
  }
});

test('a file asked again with its tag is answered "not modified", without its body', async () => {
  const { server } = await serveDist();
  const port = server.address().port;
  const wasm = readdirSync(DIST).find((n) => /^split_player-[0-9a-f]+\.wasm$/.test(n));
  const ask = (headers) => new Promise((ok, fail) => {
    get({ host: '127.0.0.1', port, path: `/${wasm}`, headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
      let length = 0;
      res.on('data', (c) => (length += c.length));
      res.on('end', () => ok({ status: res.statusCode, etag: res.headers.etag, length }));
    }).on('error', fail);
  });
  try {
    const first = await ask({});
    assert.equal(first.status, 200);
    assert.ok(first.etag && first.length > 10000, JSON.stringify(first));
    // What the service worker does on a first visit with a file the page has just fetched.
    assert.deepEqual(await ask({ 'if-none-match': first.etag }), { status: 304, etag: first.etag, length: 0 });
    // Another tag (an older build's file of that name) gets the file; so does the Brotli
    // copy's tag from a browser that takes only gzip (each copy has its own).
    const other = await ask({ 'if-none-match': '"not-this-one"' });
    assert.equal(other.status, 200);
    assert.equal(other.length, first.length);
    const gzip = await ask({ 'accept-encoding': 'gzip', 'if-none-match': first.etag });
    assert.equal(gzip.status, 200);
    assert.notEqual(gzip.etag, first.etag);
  } finally {
    server.close();
  }
});
