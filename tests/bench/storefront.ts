// The storefront rows of `pnpm bench`: the menu of a day (autocannon, like the other reads) and placing orders, each
// a checkout then the payments provider's signed webhook (order-load.mjs, in its own process), at the connection
// counts given. Placing orders runs twice: with stock to spare (the throughput), and for the last portions of a
// meal, where the count of orders accepted must equal the stock exactly. The first is preceded by 2 s of orders not
// measured, as the reads are by their warm-up requests.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { OfflinePayments } from '../../apps/mock-server/src/features/payouts/provider.ts';
import type { FastifyInstance } from './harness.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const WEBHOOK_SECRET = 'whsec_bench_storefront_0123456789';
export const BENCH_HANDLE = 'mama-adas-kitchen';
/** How long orders are placed, unmeasured, before the measured run with stock to spare. */
const WARM_UP_SECONDS = 2;

interface OrderLoad {
  rps: number;
  ordersPerSecond: number;
  placed: number;
  soldOut: number;
  p50: number;
  p99: number;
  /** The customer's checkout request alone, and the provider's webhook alone. */
  checkout: { p50: number; p99: number };
  webhook: { p50: number; p99: number };
  failed: number;
  serverErrors: number;
}

async function orderLoad(options: object): Promise<OrderLoad> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vendor-orders-'));
  const file = path.join(dir, 'options.json');
  writeFileSync(file, JSON.stringify(options));
  try {
    const { stdout } = await run(process.execPath, [path.join(here, 'order-load.mjs'), file], { maxBuffer: 1 << 20 });
    return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as OrderLoad;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Storefront {
  /** The menu of the first day that can be ordered for. */
  menuPath: string;
  /** Places orders for `duration` seconds from `connections` customers; with `stock`, for the meal's last portions. */
  placeOrders(connections: number, duration: number, stock: number | null): Promise<OrderLoad & { accepted: number }>;
}

/**
 * Readies a kitchen's storefront (the demo kitchen's by default) on a benchmark server: the offline payments provider (the production build
 * has none without Stripe), the first day that can be ordered for, a town it delivers to and a published meal.
 */
export async function prepareStorefront(
  app: FastifyInstance,
  base: string,
  handle = BENCH_HANDLE,
): Promise<Storefront> {
  // The offline stand-in, with a webhook secret the load generator signs with.
  (app as { payments: unknown }).payments = new OfflinePayments(app.env.jwtSecret, WEBHOOK_SECRET, app.prisma);
  const kitchen = (await (await fetch(`${base}/api/storefront/v1/kitchens/${handle}`)).json()).data as {
    deliveryDates: string[];
    zones: { towns: { id: string }[] }[];
  };
  const date = kitchen.deliveryDates[0];
  const townId = kitchen.zones[0]?.towns[0]?.id;
  if (!date || !townId) throw new Error(`${handle} offers no delivery date or town`);
  const menuPath = `/api/storefront/v1/kitchens/${handle}/menu?date=${date}`;
  const menu = (await (await fetch(base + menuPath)).json()).data as {
    meals: { id: string; options: { id: string }[] }[];
  };
  const meal = menu.meals[0];
  if (!meal?.options[0]) throw new Error(`${handle} has no meal on ${date}`);
  const option = meal.options[0];
  const day = new Date(`${date}T00:00:00.000Z`);

  return {
    menuPath,
    async placeOrders(connections, duration, stock) {
      const taken = async () =>
        (
          await app.prisma.mealDailyStock.findUnique({
            where: { mealId_deliveryDate: { mealId: meal.id, deliveryDate: day } },
          })
        )?.portionsTaken ?? 0;
      // The meal's last `stock` portions: whatever is taken already, plus that many.
      await app.prisma.meal.update({
        where: { id: meal.id },
        data: { dailyStock: stock === null ? null : (await taken()) + stock },
      });
      const load = (seconds: number) =>
        orderLoad({
          base,
          handle,
          connections,
          duration: seconds,
          webhookSecret: WEBHOOK_SECRET,
          basket: {
            deliveryDate: date,
            items: [{ optionId: option.id, quantity: 1 }],
            address: { line1: '1 Bench Street', townId, postcode: 'SE15 4QN' },
          },
        });
      // Orders placed first for a moment and not measured, as the reads are warmed: each pooled connection prepares
      // the order path's statements and compiles its functions once, which the first orders of a run otherwise pay.
      if (stock === null) await load(WARM_UP_SECONDS);
      const ordersBefore = await app.prisma.order.count({ where: { source: 'storefront' } });
      const result = await load(duration);
      const accepted = (await app.prisma.order.count({ where: { source: 'storefront' } })) - ordersBefore;
      await app.prisma.meal.update({ where: { id: meal.id }, data: { dailyStock: null } });
      return { ...result, accepted };
    },
  };
}
