/**
 * The live chat fan-out benchmark: `BENCH_LIVE_SOCKETS` sockets (1,000 unless set)
 * connect to one node and join one host's room; `BENCH_LIVE_SENDERS` members (10) then send
 * chat messages through `POST /wps/live/send` as fast as the server takes them for the bench's
 * duration. Printed: messages accepted per second, deliveries per second (messages times the
 * sockets that received them), the share delivered, and the end-to-end latency from the send
 * to each socket's receipt (p50, p99), beside the bare JSON route's p99 measured just before.
 */
import autocannon from 'autocannon';
import WebSocket from 'ws';

interface Options {
  duration: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Opens a socket, joins the room, and records each chat message's latency. */
async function joinRoom(wsBase: string, token: string, roomId: string, latencies: number[]) {
  const socket = new WebSocket(`${wsBase}/ws?token=${token}`);
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as { type: string; payload?: { text?: string } };
      if (event.type === 'ready') socket.send(JSON.stringify({ type: 'live.join', roomId }));
      else if (event.type === 'live.joined') resolve();
      else if (event.type === 'live.message') {
        const sent = Number(/^t=(\d+)/u.exec(event.payload?.text ?? '')?.[1]);
        if (sent > 0) latencies.push(Date.now() - sent);
      }
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
  });
  return socket;
}

export async function liveBench(base: string, options: Options): Promise<void> {
  const sockets = Number(process.env.BENCH_LIVE_SOCKETS ?? 1000);
  const senders = Number(process.env.BENCH_LIVE_SENDERS ?? 10);
  const res = await fetch(`${base}/bench/live/setup?members=${sockets + senders}`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`live bench set-up: ${res.status} ${await res.text()}`);
  const setup = (await res.json()) as { roomId: string; tokens: string[] };
  const bare = await autocannon({ url: `${base}/bench/bare`, connections: senders, duration: 2 });

  const wsBase = base.replace(/^http/u, 'ws');
  const latencies: number[] = [];
  const open: WebSocket[] = [];
  // Joined in batches so the handshakes do not all queue at once.
  for (let at = 0; at < sockets; at += 100) {
    const batch = setup.tokens.slice(at, Math.min(at + 100, sockets));
    open.push(
      ...(await Promise.all(batch.map((t) => joinRoom(wsBase, t, setup.roomId, latencies)))),
    );
  }

  let sent = 0;
  let refused = 0;
  const until = Date.now() + options.duration * 1000;
  const sender = async (token: string) => {
    while (Date.now() < until) {
      const answer = await fetch(`${base}/wps/live/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ roomId: setup.roomId, text: `t=${Date.now()} bench` }),
      });
      await answer.arrayBuffer();
      if (answer.ok) sent += 1;
      else refused += 1;
    }
  };
  const started = performance.now();
  await Promise.all(setup.tokens.slice(sockets).map(sender));
  const seconds = (performance.now() - started) / 1000;
  // Let the last messages arrive before counting.
  const expected = sent * sockets;
  const drainUntil = Date.now() + 10_000;
  while (latencies.length < expected && Date.now() < drainUntil)
    await new Promise((r) => setTimeout(r, 50));
  for (const socket of open) socket.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  console.info(
    `\nLive chat fan-out: ${sockets} sockets in one room on one node, ${senders} senders, ${seconds.toFixed(1)} s`,
  );
  const row = (name: string, value: string) =>
    console.info(`${name.padEnd(44)} ${value.padStart(14)}`);
  row('messages accepted per second', (sent / seconds).toFixed(1));
  row('deliveries per second (messages x sockets)', (latencies.length / seconds).toFixed(0));
  row('delivered / expected', `${latencies.length} / ${expected}`);
  row('refused sends', String(refused));
  row('send-to-receipt latency p50 ms', percentile(sorted, 0.5).toFixed(0));
  row('send-to-receipt latency p99 ms', percentile(sorted, 0.99).toFixed(0));
  row('bare JSON route p99 ms (baseline)', bare.latency.p99.toFixed(0));
}
