// The load generator, run by the benchmarks as its own process so that it never shares a CPU thread with the server it
// measures: autocannon against one URL, its options read from the JSON file named, its summary printed as one JSON line. Percentiles come from every response
// time as measured (fractions of a millisecond kept), not from autocannon's whole-millisecond histogram, so that a
// sub-millisecond median is not read as 0 or 1 ms. Writes: `method`, `body` and `paths` (asked in turn for the time given), with 5xx answers counted on their own.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { url, headers, connections, duration, method, body, paths } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const times = [];
let serverErrors = 0;
let next = 0;
const options = { url, headers, connections, duration, ...(method ? { method, body } : {}) };
if (paths) {
  options.requests = [
    { method, body, setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
  ];
}
const instance = autocannon(options);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  if (statusCode >= 500) serverErrors += 1;
});
const result = await instance;
times.sort((a, b) => a - b);
const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] : 0);
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    done: times.length,
    p50: at(0.5),
    p99: at(0.99),
    failed: result.non2xx + result.errors + result.timeouts,
    serverErrors,
  })}\n`,
);
