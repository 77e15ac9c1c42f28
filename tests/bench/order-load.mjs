// The storefront's load generator, run by the benchmark as its own process: `connections` customers at once, each
// placing orders one after another for the time given. An order is placed as a customer's browser and the payments
// provider place it: the checkout (POST .../checkouts), then the provider's signed checkout.session.completed event
// (POST /api/v1/webhooks/stripe, signed as Stripe signs: HMAC-SHA256 of "timestamp.payload"). A checkout answered 409
// found the stock sold out. Options from the JSON file named; the summary printed as one JSON line.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

const { base, handle, connections, duration, webhookSecret, basket } = JSON.parse(
  readFileSync(process.argv[2], 'utf8'),
);
const times = [];
// Each order's two requests apart: the customer's checkout, and the provider's webhook.
const checkoutTimes = [];
const webhookTimes = [];
let soldOut = 0;
let failed = 0;
let serverErrors = 0;
let customer = 0;
let requests = 0;
const deadline = performance.now() + duration * 1000;

// Plain node:http with kept-alive connections (one per customer at most): fetch cost this process several times the
// CPU per request, taken from the two cores the server and PostgreSQL share with it.
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const origin = new URL(base);

/** POSTs JSON; answers the status and the body as text. */
function post(path, body, headers = {}) {
  requests += 1;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function signed(payload) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', webhookSecret).update(`${t}.${payload}`).digest('hex')}`;
}

async function placeOrder() {
  customer += 1;
  const started = performance.now();
  const body = JSON.stringify({
    ...basket,
    customer: { name: 'Bench Customer', email: `bench${customer}@example.com`, phone: '07700 900123' },
  });
  const checkout = await post(`/api/storefront/v1/kitchens/${handle}/checkouts`, body);
  const checkedOut = performance.now();
  if (checkout.status === 409) {
    soldOut += 1;
    return;
  }
  if (checkout.status !== 201) {
    if (checkout.status >= 500) serverErrors += 1;
    failed += 1;
    return;
  }
  const { checkoutId } = JSON.parse(checkout.text).data;
  const payload = JSON.stringify({
    id: `evt_bench_${checkoutId}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_offline_${checkoutId}`,
        client_reference_id: checkoutId,
        payment_intent: `pi_bench_${checkoutId.replace(/-/g, '')}`,
        metadata: { checkoutId },
      },
    },
  });
  const webhookStarted = performance.now();
  const paid = await post('/api/v1/webhooks/stripe', payload, { 'stripe-signature': signed(payload) });
  if (paid.status !== 200) {
    if (paid.status >= 500) serverErrors += 1;
    failed += 1;
    return;
  }
  const end = performance.now();
  times.push(end - started);
  checkoutTimes.push(checkedOut - started);
  webhookTimes.push(end - webhookStarted);
}

async function customerLoop() {
  while (performance.now() < deadline) await placeOrder();
}

const began = performance.now();
await Promise.all(Array.from({ length: connections }, customerLoop));
const seconds = (performance.now() - began) / 1000;
for (const list of [times, checkoutTimes, webhookTimes]) list.sort((a, b) => a - b);
const quantile = (list, q) => (list.length ? list[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)] : 0);
const at = (q) => quantile(times, q);
process.stdout.write(
  `${JSON.stringify({
    rps: requests / seconds,
    ordersPerSecond: times.length / seconds,
    placed: times.length,
    soldOut,
    p50: at(0.5),
    p99: at(0.99),
    checkout: { p50: quantile(checkoutTimes, 0.5), p99: quantile(checkoutTimes, 0.99) },
    webhook: { p50: quantile(webhookTimes, 0.5), p99: quantile(webhookTimes, 0.99) },
    failed,
    serverErrors,
  })}\n`,
);
