// Dashboards for the streams benchmark, in a worker thread of their own (as browsers would be on other machines, they
// do not share the benchmark's main thread): opens `count` streams with the token, then for each order event reports,
// once every one of its streams has it, when it arrived at each (performance.timeOrigin + performance.now(), which
// threads of one process share).
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, count } = workerData;
const arrivals = new Map();
const controllers = [];

async function open() {
  const abort = new AbortController();
  controllers.push(abort);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`the stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let ready;
  const isReady = new Promise((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const at = performance.timeOrigin + performance.now();
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        if (/^event: ready$/m.test(block)) ready();
        else if (id && /^event: order\./m.test(block)) {
          const times = arrivals.get(id) ?? [];
          times.push(at);
          arrivals.set(id, times);
          if (times.length === count) {
            parentPort.postMessage({ id, times });
            arrivals.delete(id);
          }
        }
      }
    }
  })();
  await isReady;
}

for (let i = 0; i < count; i += 25) {
  await Promise.all(Array.from({ length: Math.min(25, count - i) }, open));
}
parentPort.postMessage({ opened: count });
parentPort.on('message', (message) => {
  if (message === 'close') {
    for (const abort of controllers) abort.abort();
    parentPort.close();
  }
});
