/**
 * `pnpm generate:data`: fills the database (DATABASE_URL, or embedded PGlite in DATA_DIR) with a marketplace of
 * kitchens and one big kitchen (owner big@kitchen.test, the demo password), beside the seeded data (seeded first when
 * the database is empty). Deterministic by --seed. Stop the server first when it uses the embedded database.
 *
 * Usage: pnpm generate:data [--seed 1] [--kitchens 10000] [--orders-per-kitchen 200] [--customers-per-kitchen 60]
 *   [--big-orders 250000] [--big-customers 8000]
 * On embedded PGlite the defaults are smaller: 100 kitchens and a big kitchen of 20,000 orders.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { loadEnv } from '../src/env.ts';
import { generateData } from '../src/seed/generate.ts';
import { seedIfEmpty } from '../src/seed/index.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    kitchens: { type: 'string' },
    'orders-per-kitchen': { type: 'string' },
    'customers-per-kitchen': { type: 'string' },
    'big-orders': { type: 'string' },
    'big-customers': { type: 'string' },
  },
});
const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));

const env = loadEnv();
if (env.nodeEnv === 'production') {
  // The generated kitchens copy the demo kitchens, whose accounts sign in with a published password.
  process.stderr.write('Configuration error: pnpm generate:data is refused with NODE_ENV=production\n');
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
await applyMigrations(db.factory);
await seedIfEmpty(db.prisma, { uploadsDir: path.join(env.dataDir, 'uploads'), demo: true });
const embedded = db.kind === 'pglite';
const result = await generateData(db.prisma, {
  seed: number(values.seed),
  kitchens: number(values.kitchens) ?? (embedded ? 100 : undefined),
  ordersPerKitchen: number(values['orders-per-kitchen']),
  customersPerKitchen: number(values['customers-per-kitchen']),
  bigOrders: number(values['big-orders']) ?? (embedded ? 20_000 : undefined),
  bigCustomers: number(values['big-customers']) ?? (embedded ? 2_000 : undefined),
  progress: (message) => console.log(message),
});
const counts = await db.prisma.$queryRawUnsafe<{ name: string; rows: bigint }[]>(
  `SELECT 'orders' AS name, count(*) AS rows FROM orders UNION ALL SELECT 'order_items', count(*) FROM order_items
   UNION ALL SELECT 'order_status_events', count(*) FROM order_status_events
   UNION ALL SELECT 'transactions', count(*) FROM transactions UNION ALL SELECT 'audit_events', count(*) FROM audit_events
   UNION ALL SELECT 'businesses', count(*) FROM businesses`,
);
await db.close();
console.log(
  `Generated ${result.kitchens} kitchens and a big kitchen of ${result.bigOrders} orders in ${result.seconds} s:`,
);
for (const { name, rows } of counts) console.log(`  ${name}: ${rows}`);
