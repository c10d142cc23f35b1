// The static server of ./run.sh (scripts/serve.mjs): a request it cannot read is answered 400,
// and the server goes on serving the app to everyone else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { serveDist } from './helpers.mjs';

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
