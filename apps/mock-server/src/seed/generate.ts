// The data generator: a marketplace of kitchens beside the seeded ones, and one big kitchen with years of orders, for
// the scale benchmark (tests/bench/api.ts --scale) and the plan tests. It runs on a seeded database (the seed's
// kitchens are the templates) and makes every row inside the database (generate-sql.ts), batch by batch, each batch
// one transaction with the triggers off as for a restore, its totals then worked out from its rows.
//
// The big kitchen is a kitchen of its own (owner big@kitchen.test, same password as the demo), with the demo
// kitchen's menu, zones and hours: the demo kitchen stays as seeded, so a benchmark compares the same routes on both
// in one database, and the demo alone against the demo among many kitchens.
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from './fixtures.ts';
import { CUSTOMER_ROWS, FINISH_ROWS, KITCHEN_ROWS, KITCHENS_TABLE, ORDER_ROWS } from './generate-sql.ts';
import { FIRST_NAMES, LAST_NAMES, STREETS } from './people.ts';

export interface GenerateOptions {
  /** Same seed, same rows (default 1). */
  seed?: number;
  /** Kitchens besides the big one (default 10,000). */
  kitchens?: number;
  ordersPerKitchen?: number;
  customersPerKitchen?: number;
  /** Orders of the big kitchen (default 250,000); 0 leaves it out. */
  bigOrders?: number;
  bigCustomers?: number;
  /** What the rows are dated against (default: now, to the minute). */
  now?: Date;
  /** Told of each step as it ends. */
  progress?: (message: string) => void;
}

/** Raised whenever the rows the generator makes change, so a generated database kept by a benchmark is made again. */
export const GENERATOR_VERSION = 3;

export const BIG_KITCHEN_EMAIL = 'big@kitchen.test';
export const BIG_KITCHEN_HANDLE = 'big-kitchen';

/** A UUID-shaped id from a name, as the generator's SQL makes them (md5). */
const uid = (seed: number, name: string) => {
  const x = createHash('md5').update(`${seed}:${name}`).digest('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
};

/** The big kitchen's business and owner ids for a seed. */
export const bigKitchen = (seed = 1) => ({ businessId: uid(seed, 'kitchen:0'), ownerId: uid(seed, 'owner:0') });

interface KitchenRow {
  k: number;
  id: string;
  owner_id: string;
  template_id: string;
  email: string;
  first_name: string;
  last_name: string;
  name: string;
  handle: string;
  customers: number;
  orders: number;
  ref_base: number;
}

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map(sqlText).join(', ')}]`;

/** Orders of one kitchen written per transaction at most: a big kitchen goes in several. */
const ORDERS_PER_BATCH = 50_000;

export async function generateData(prisma: PrismaClient, options: GenerateOptions = {}) {
  const seed = options.seed ?? 1;
  const now = new Date(Math.floor((options.now ?? new Date()).getTime() / 60_000) * 60_000);
  const log = options.progress ?? (() => {});
  const count = options.kitchens ?? 10_000;
  const perKitchen = options.ordersPerKitchen ?? 200;
  const bigOrders = options.bigOrders ?? 250_000;
  const big = bigKitchen(seed);

  const kitchens: KitchenRow[] = [];
  let refBase = 2_000_000;
  for (let k = bigOrders > 0 ? 0 : 1; k <= count; k++) {
    const first = FIRST_NAMES[k % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(k * 7 + 3) % LAST_NAMES.length]!;
    const orders = k === 0 ? bigOrders : perKitchen;
    kitchens.push({
      k,
      id: uid(seed, `kitchen:${k}`),
      owner_id: uid(seed, `owner:${k}`),
      template_id: k % 2 === 0 ? DEMO_BUSINESS_ID : OTHER_BUSINESS_ID,
      email: k === 0 ? BIG_KITCHEN_EMAIL : `kitchen-${k}@scale.kitchen.test`,
      first_name: first,
      last_name: last,
      name: k === 0 ? 'Big Kitchen' : `${first}'s Kitchen ${k}`,
      handle: k === 0 ? BIG_KITCHEN_HANDLE : `kitchen-${k}`,
      customers: k === 0 ? (options.bigCustomers ?? 8_000) : (options.customersPerKitchen ?? 60),
      orders,
      ref_base: refBase,
    });
    refBase += orders;
  }

  /** The statement with its placeholders filled in (all values are the generator's own numbers and lists). */
  const fill = (sql: string, from: number, to: number) =>
    sql
      .replaceAll('$7', sqlArray(STREETS))
      .replaceAll('$6', sqlArray(LAST_NAMES))
      .replaceAll('$5', sqlArray(FIRST_NAMES))
      .replaceAll('$4', String(to))
      .replaceAll('$3', String(from))
      .replaceAll('$2', sqlText(now.toISOString().replace('Z', '')))
      .replaceAll('$1', String(seed));

  async function batch(rows: KitchenRow[], steps: { skeleton: boolean; from: number; to: number; finish: boolean }) {
    await prisma.$transaction(
      async (tx) => {
        const run = (sql: string) => tx.$executeRawUnsafe(fill(sql, steps.from, steps.to));
        await run('SET LOCAL session_replication_role = replica');
        await run('SET LOCAL synchronous_commit = off');
        await run("SET LOCAL work_mem = '64MB'");
        await run(KITCHENS_TABLE);
        await tx.$executeRawUnsafe(
          'INSERT INTO gen_kitchens SELECT * FROM json_populate_recordset(null::gen_kitchens, $1::json)',
          JSON.stringify(rows),
        );
        if (steps.skeleton) for (const sql of [...KITCHEN_ROWS, ...CUSTOMER_ROWS]) await run(sql);
        if (steps.to >= steps.from) for (const sql of ORDER_ROWS) await run(sql);
        if (steps.finish) for (const sql of FINISH_ROWS) await run(sql);
      },
      { maxWait: 60_000, timeout: 60 * 60_000 },
    );
  }

  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const bigRow = kitchens.find((k) => k.k === 0);
  if (bigRow) {
    for (let from = 1; from <= bigRow.orders; from += ORDERS_PER_BATCH) {
      const to = Math.min(from + ORDERS_PER_BATCH - 1, bigRow.orders);
      await batch([bigRow], { skeleton: from === 1, from, to, finish: to === bigRow.orders });
      log(`big kitchen: orders ${from}-${to} (${seconds()} s)`);
    }
  }
  const others = kitchens.filter((k) => k.k !== 0);
  const perBatch = Math.max(1, Math.floor(ORDERS_PER_BATCH / Math.max(perKitchen, 1)));
  for (let i = 0; i < others.length; i += perBatch) {
    const rows = others.slice(i, i + perBatch);
    await batch(rows, { skeleton: true, from: 1, to: perKitchen, finish: true });
    log(`kitchens ${rows[0]!.k}-${rows.at(-1)!.k} of ${count} (${seconds()} s)`);
  }
  // Fresh statistics for the planner and visibility maps for index-only scans, as after a restore.
  await prisma.$executeRawUnsafe('VACUUM ANALYZE');
  log(`vacuum and analyze (${seconds()} s)`);
  return { ...big, kitchens: others.length, bigOrders: bigRow?.orders ?? 0, seconds: Number(seconds()) };
}
