// Takes a database back to before the scale migrations (running totals, slotted page versions, the order items'
// business, the list indexes, the orders' delivery days and their status, the transactions' latest of a type),
// keeping its rows, so they can be applied again to data that is already there: the scale test does it to generated
// data, and so can a rehearsal on a copy of production.
import type { PrismaClient } from '../generated/prisma/client.ts';

export const SCALE_MIGRATIONS = [
  '20261126091311_scale_totals',
  '20261126091312_scale_indexes',
  '20261126091313_scale_totals_truncate',
  '20261127100000_order_delivery_days',
  '20261127110000_transactions_latest_of_type',
  '20261127170000_order_delivery_days_status',
];

const BEFORE = [
  'DROP TRIGGER order_delivery_days_status ON orders',
  'DROP FUNCTION order_delivery_days_status()',
  'DROP TRIGGER order_delivery_days_added ON order_items',
  'DROP TRIGGER order_delivery_days_removed ON order_items',
  'DROP TRIGGER order_delivery_days_moved ON order_items',
  'DROP FUNCTION order_delivery_days_added()',
  'DROP FUNCTION order_delivery_days_removed()',
  'DROP FUNCTION order_delivery_days_moved()',
  'DROP FUNCTION order_delivery_days_refresh(text[])',
  'DROP TABLE order_delivery_days',
  'DROP TRIGGER orders_totals ON orders',
  'DROP TRIGGER orders_totals_update ON orders',
  'DROP TRIGGER transactions_totals ON transactions',
  'DROP TRIGGER transactions_totals_update ON transactions',
  'DROP TRIGGER order_items_business ON order_items',
  'DROP TRIGGER orders_totals_truncate ON orders',
  'DROP TRIGGER transactions_totals_truncate ON transactions',
  'DROP FUNCTION order_totals_empty()',
  'DROP FUNCTION transaction_totals_empty()',
  'DROP FUNCTION order_totals()',
  'DROP FUNCTION order_totals_add(text, text, timestamp, text, bigint, int)',
  'DROP FUNCTION transaction_totals()',
  'DROP FUNCTION order_items_business()',
  'DROP TABLE order_day_totals, customer_months, customer_last_months, transaction_totals',
  'DROP INDEX audit_events_business_id_created_at_id_idx',
  'DROP INDEX audit_events_business_id_event_type_created_at_id_idx',
  'DROP INDEX orders_business_id_created_at_id_idx',
  'DROP INDEX orders_business_id_status_created_at_id_idx',
  'DROP INDEX transactions_business_id_created_at_id_idx',
  'DROP INDEX transactions_business_id_status_created_at_id_idx',
  'DROP INDEX transactions_business_id_type_status_created_at_id_idx',
  'ALTER TABLE order_items DROP COLUMN business_id',
  'CREATE INDEX audit_events_business_id_created_at_idx ON audit_events (business_id, created_at)',
  `CREATE INDEX audit_events_business_id_event_type_created_at_idx
     ON audit_events (business_id, event_type, created_at)`,
  'CREATE INDEX order_items_delivery_date_idx ON order_items (delivery_date)',
  'CREATE INDEX orders_business_id_created_at_idx ON orders (business_id, created_at)',
  'CREATE INDEX orders_business_id_status_idx ON orders (business_id, status)',
  'CREATE INDEX transactions_business_id_created_at_idx ON transactions (business_id, created_at)',
  'CREATE INDEX transactions_business_id_status_idx ON transactions (business_id, status)',
  'CREATE INDEX transactions_business_id_type_idx ON transactions (business_id, type)',
  'DELETE FROM page_versions WHERE slot <> 0',
  `ALTER TABLE page_versions DROP CONSTRAINT page_versions_pkey, DROP COLUMN slot,
     ADD CONSTRAINT page_versions_pkey PRIMARY KEY (business_id)`,
  `CREATE OR REPLACE FUNCTION bump_page_versions() RETURNS trigger LANGUAGE plpgsql AS
     E'BEGIN EXECUTE ''INSERT INTO page_versions (business_id, version) SELECT DISTINCT b, txid_current() FROM ('' || TG_ARGV[0] || '') AS ids (b) WHERE b IS NOT NULL ON CONFLICT (business_id) DO UPDATE SET version = excluded.version''\\073 RETURN NULL\\073 END'`,
  `DELETE FROM _prisma_migrations WHERE migration_name IN ('${SCALE_MIGRATIONS.join("', '")}')`,
];

/** Undoes the scale migrations in one transaction (the rows stay). */
export async function beforeScaleMigrations(prisma: PrismaClient): Promise<void> {
  await prisma.$transaction(async (tx) => {
    for (const sql of BEFORE) await tx.$executeRawUnsafe(sql);
  });
}
