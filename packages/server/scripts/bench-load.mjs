#!/usr/bin/env node
// One load run of the API benchmark (src/bench/api.ts), in its own process so the load generator does not share
// the server's event loop. Usage: node scripts/bench-load.mjs '{"url": "...", "connections": 50, "duration": 10}'
// Prints one JSON line: { requestsPerSecond, p50, p95, p99, errors, non2xx, bytesPerRequest }.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.resolve('autocannon'));
const hdr = require('hdr-histogram-js');
hdr.initWebAssemblySync();

const { url, connections = 50, duration = 10 } = JSON.parse(process.argv[2] ?? '{}');
if (!url) throw new Error('bench-load: url missing');

// autocannon reports p97.5 but not p95: hand it our own latency histogram (its default settings, in plain JS:
// autocannon destroys the histograms it aggregates, which frees a WebAssembly one before we can read it)

const latencies = hdr.build({
  useWebAssembly: false,
  bitBucketSize: 64,
  autoResize: true,
  lowestDiscernibleValue: 1,
  highestTrackableValue: 10000,
  numberOfSignificantValueDigits: 5,
});
const result = await autocannon({ url, connections, duration, histograms: { latencies } });
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: latencies.getValueAtPercentile(50),
    p95: latencies.getValueAtPercentile(95),
    p99: latencies.getValueAtPercentile(99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  })}\n`,
);
