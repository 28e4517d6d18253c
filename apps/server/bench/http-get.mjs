// A GET that reads the whole answer and fails on any status but 200: the benches' one request,
// in plain JavaScript so that the callers' worker (which runs without the TypeScript loader) shares it.
import http from 'node:http';

export function httpGet(agent, url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}
