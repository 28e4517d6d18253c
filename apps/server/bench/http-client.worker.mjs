// The benches' HTTP client on its own thread, so that the server it measures does not share its
// event loop with its callers (as no real caller does). Plain JavaScript: a worker runs without
// the TypeScript loader.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';
import { httpGet } from './http-get.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** `requests` GETs of `urls` (the i-th request asks for urls[i % urls.length]) by `callers` concurrent callers; the latency of each. */
async function run({ urls, requests, callers, headers }) {
  const times = [];
  let next = 0;
  const caller = async () => {
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      await httpGet(agent, urls[i % urls.length], headers);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  return times;
}

parentPort.on('message', ({ id, job }) => {
  if (job === 'close') {
    agent.destroy();
    parentPort.close();
    return;
  }
  run(job).then(
    (times) => parentPort.postMessage({ id, times }),
    (error) => parentPort.postMessage({ id, error: String(error) }),
  );
});
