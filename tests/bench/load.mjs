// The load generator, run by api.ts as its own process so that it never shares a CPU thread with the server it
// measures: autocannon against one URL, its summary printed as one JSON line.
import autocannon from 'autocannon';

const { url, headers, connections, duration } = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({ url, headers, connections, duration });
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  })}\n`,
);
