// Money: a sale per delivered order, weekly payouts (each with its withdrawal fee) once the balance reaches the
// kitchen's minimum, and the pending next payout made of the newest sales.
import type { Transaction } from '../generated/prisma/client.ts';
import type { Kitchen } from './kitchens.ts';
import type { SeededOrders } from './orders.ts';
import type { SeedContext } from './rows.ts';
import { addMs, DAY_MS, HOUR_MS, nextWednesdayAfter, seedId } from './util.ts';

/** The withdrawal fee charged on every payout: £3.95. */
const WITHDRAWAL_FEE_PENCE = 395;

/** The status of a past payout by how recent it is: the newest still processing, the third newest on hold. */
const pastStatus = (indexFromNewest: number) =>
  indexFromNewest === 0 ? 'processing' : indexFromNewest === 2 ? 'hold' : 'paid';

export function addSalesAndPayouts(ctx: SeedContext, kitchen: Kitchen, orders: SeededOrders): void {
  const { d, now } = ctx;
  const { spec } = kitchen;
  const sales: Transaction[] = d.orders
    .filter((o) => o.businessId === spec.id && o.status === 'delivered')
    .map((o) => {
      const at = orders.deliveredAt.get(o.id)!;
      return {
        id: seedId('transaction', `sale:${o.id}`),
        businessId: spec.id,
        reference: '',
        description: `Sale: order ${o.reference}`,
        type: 'sale',
        status: 'pending',
        amountPence: orders.kitchenPence.get(o.id)!,
        paymentConfirmationDate: at,
        providerReference: null,
        transferId: null,
        orderId: o.id,
        createdAt: at,
        updatedAt: at,
      };
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  d.transactions.push(...sales);
  if (sales.length === 0) return;

  // Payouts every Wednesday once the balance reaches the minimum; a sale settles 2 days after delivery, so the
  // newest sales always make up the pending next payout.
  const minimum = d.businesses.find((b) => b.id === spec.id)!.minimumPayoutPence;
  const groups: { date: Date; sales: Transaction[] }[] = [];
  let pendingSales: Transaction[] = [];
  let cursor = 0;
  for (
    let wed = nextWednesdayAfter(sales[0]!.createdAt);
    wed.getTime() <= now.getTime();
    wed = addMs(wed, 7 * DAY_MS)
  ) {
    while (cursor < sales.length && sales[cursor]!.createdAt.getTime() < wed.getTime() - 2 * DAY_MS)
      pendingSales.push(sales[cursor++]!);
    const balance = pendingSales.reduce((s, t) => s + t.amountPence, 0);
    if (balance >= minimum) {
      groups.push({ date: wed, sales: pendingSales });
      pendingSales = [];
    }
  }
  while (cursor < sales.length) pendingSales.push(sales[cursor++]!);

  const addPayout = (date: Date, group: Transaction[], status: string, key: string) => {
    const at = addMs(date, 6 * HOUR_MS);
    const paidAt = status === 'paid' ? addMs(at, DAY_MS) : null;
    const total = group.reduce((s, t) => s + t.amountPence, 0);
    d.transactions.push({
      id: seedId('transaction', `payout:${spec.id}:${key}`),
      businessId: spec.id,
      reference: '',
      description: 'Weekly payout to bank account ending 4821',
      type: 'payout',
      status,
      amountPence: total - WITHDRAWAL_FEE_PENCE,
      paymentConfirmationDate: paidAt,
      providerReference: null,
      transferId: null,
      orderId: null,
      createdAt: at,
      updatedAt: paidAt ?? at,
    });
    if (status !== 'cancelled') {
      d.transactions.push({
        id: seedId('transaction', `fee:${spec.id}:${key}`),
        businessId: spec.id,
        reference: '',
        description: 'Withdrawal fee',
        type: 'fee',
        status,
        amountPence: WITHDRAWAL_FEE_PENCE,
        paymentConfirmationDate: paidAt,
        providerReference: null,
        transferId: null,
        orderId: null,
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const s of group) {
      s.status = status === 'cancelled' ? s.status : status;
      s.updatedAt = at > s.updatedAt ? at : s.updatedAt;
    }
  };
  groups.forEach((g, i) => {
    const fromNewest = groups.length - 1 - i;
    if (fromNewest === 4) {
      // A payout that was cancelled (bank details rejected) and re-issued the next day.
      addPayout(g.date, g.sales, 'cancelled', `${i}:cancelled`);
      addPayout(addMs(g.date, DAY_MS), g.sales, 'paid', `${i}`);
    } else {
      addPayout(g.date, g.sales, pastStatus(fromNewest), `${i}`);
    }
  });
  if (pendingSales.length > 0) addPayout(nextWednesdayAfter(now), pendingSales, 'pending', 'next');
}

/** Transaction references in date order, TRX-200001 on. */
export function numberTransactions({ d }: SeedContext): void {
  d.transactions.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  d.transactions.forEach((t, i) => {
    t.reference = `TRX-${200001 + i}`;
  });
}
