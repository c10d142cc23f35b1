// A slow line shared by everything the browser fetches, the page's requests and its service
// worker's alike (the browser's own network emulation slows only the page's, and hides a
// worker's download that competes with it): a TCP proxy in front of a server that sends the
// server's bytes at `rate` bytes/s in all, each way `delay` ms late, a packet from each
// connection with bytes to send in turn, as connections on one slow link roughly share it.
import net from 'node:net';

const PACKET = 1460;

/** A proxy to the server at `url`; resolves to { url (the same path through the line), close }. */
export async function slowLine(url, { rate = 1.6e6 / 8, delay = 75 } = {}) {
  const target = new URL(url);
  const waiting = [];
  let busy = false;
  const send = () => {
    const conn = waiting.shift();
    if (!conn) {
      busy = false;
      return;
    }
    busy = true;
    const packet = conn.queue[0].subarray(0, PACKET);
    conn.queue[0] = conn.queue[0].subarray(packet.length);
    if (!conn.queue[0].length) conn.queue.shift();
    setTimeout(() => conn.client.write(packet), delay);
    if (conn.queue.length) waiting.push(conn);
    else if (conn.ended) setTimeout(() => conn.client.end(), delay + 1);
    setTimeout(send, (packet.length / rate) * 1000);
  };
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const conn = { client, queue: [], ended: false };
    client.on('data', (d) => setTimeout(() => upstream.write(d), delay));
    upstream.on('data', (d) => {
      if (!conn.queue.length) waiting.push(conn);
      conn.queue.push(d);
      if (!busy) send();
    });
    upstream.on('end', () => {
      conn.ended = true;
      if (!conn.queue.length) setTimeout(() => client.end(), delay + 1);
    });
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', () => upstream.end());
  });
  await new Promise((ok) => proxy.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${proxy.address().port}${target.pathname}`, close: () => proxy.close() };
}
