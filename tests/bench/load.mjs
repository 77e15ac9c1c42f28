// The load generator, run by api.ts as its own process so that it never shares a CPU thread with the server it
// measures: autocannon against one URL, its summary printed as one JSON line. Percentiles come from every response
// time as measured (fractions of a millisecond kept), not from autocannon's whole-millisecond histogram, so that a
// sub-millisecond median is not read as 0 or 1 ms.
import autocannon from 'autocannon';

const { url, headers, connections, duration } = JSON.parse(process.argv[2] ?? '{}');
const times = [];
const instance = autocannon({ url, headers, connections, duration });
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
});
const result = await instance;
times.sort((a, b) => a - b);
const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] : 0);
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    p50: at(0.5),
    p99: at(0.99),
    failed: result.non2xx + result.errors + result.timeouts,
  })}\n`,
);
