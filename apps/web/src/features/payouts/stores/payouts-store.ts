import type {
  operations,
  Transaction,
  TransactionListMeta,
  TransactionStatusCounts,
  UpdatePayoutSetupRequest,
} from '@vendor/api-types';
import { action, makeObservable, observableRef } from 'mobx';
import { unwrap } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import { todayIso } from '@/lib/format';
import { Store } from '@/stores/base/store';
import { compactQuery, listKey, type Page } from '@/stores/base/paging';
import type { RootStore } from '@/stores/root-store';
import { transactionsCsv } from './transactions-csv';

export type { Transaction };

export type ListTransactionsQuery = NonNullable<operations['listTransactions']['parameters']['query']>;
export type TransactionPage = Page<Transaction, TransactionListMeta>;

export const TRANSACTIONS_PAGE_SIZE = 20;
/** The largest page the contract allows: an export asks for as few pages as it can. */
const EXPORT_PAGE_SIZE = 100;

export const SAVE_SUCCESS_MESSAGE = 'Changes saved successfully';
export const SAVE_FAILURE_MESSAGE = 'Failed to save changes';
export const CONNECT_FAILURE_MESSAGE = 'Failed to add Stripe account';

/** Pages fetched so far while an export runs. */
export interface ExportProgress {
  loaded: number;
  total: number;
}

/** Payout summary, transactions (with their CSV export), payout schedule and the payout account. */
export class PayoutsStore extends Store {
  exportProgress: ExportProgress | null = null;
  /** The count of each status from the latest page, so the tabs keep their numbers while another tab loads. */
  statusCounts: TransactionStatusCounts | null = null;

  constructor(root: RootStore) {
    super(root);
    makeObservable<PayoutsStore, 'setExportProgress' | 'setStatusCounts'>(this, {
      exportProgress: observableRef,
      statusCounts: observableRef,
      setExportProgress: action,
      setStatusCounts: action,
    });
  }

  /** Next payout, previous payout and this month's revenue. */
  getTransactionInsights() {
    return this.cached('getTransactionInsights', async () => {
      const body = await unwrap(this.root.api.GET('/vendor/insights/transactions'));
      return body.data;
    });
  }

  /** A page of transactions; its meta carries the count of every status for the tabs. */
  listTransactions(params: ListTransactionsQuery) {
    return this.cached(listKey('listTransactions', params), async (): Promise<TransactionPage> => {
      const body = await this.fetchTransactions(params);
      this.setStatusCounts(body.meta.counts);
      return { rows: body.data, meta: body.meta };
    });
  }

  getPayoutSetup() {
    return this.cached('getPayoutSetup', async () => {
      const body = await unwrap(this.root.api.GET('/vendor/payout/setup'));
      return body.data;
    });
  }

  /** Saves the schedule and minimum; the next payout date depends on both, so the summary is fetched again. */
  async updatePayoutSetup(changes: UpdatePayoutSetupRequest) {
    const result = await this.saveCached(
      'updatePayoutSetup',
      () => this.getPayoutSetup(),
      async () => (await unwrap(this.root.api.PATCH('/vendor/payout/setup', { body: changes }))).data,
      { success: SAVE_SUCCESS_MESSAGE, failure: SAVE_FAILURE_MESSAGE },
    );
    if (result.ok) this.invalidate('getTransactionInsights');
    return result;
  }

  /**
   * Asks for the onboarding link of the payout account; the caller sends the browser there. Refused because the
   * account is already connected (another tab finished onboarding), the setup is fetched again to show that.
   */
  async connectStripeAccount(callbackUrl: string) {
    const result = await this.run(
      'connectStripeAccount',
      async () =>
        (await unwrap(this.root.api.POST('/vendor/payout/stripe-connect', { body: { callbackUrl } }))).data
          .accountOnboardingLink,
      { failure: CONNECT_FAILURE_MESSAGE },
    );
    if (!result.ok && result.error.status === 409) this.invalidate('getPayoutSetup');
    return result;
  }

  /**
   * Every transaction of a filter, page by page. A transaction added while the export runs shifts the pages by one,
   * so rows are kept once by id.
   */
  async listAllTransactions(status?: ListTransactionsQuery['status']): Promise<Transaction[]> {
    const rows = new Map<string, Transaction>();
    let pageNumber = 1;
    let total = 1;
    this.setExportProgress({ loaded: 0, total });
    try {
      do {
        const body = await this.fetchTransactions({ pageNumber, pageSize: EXPORT_PAGE_SIZE, status });
        for (const row of body.data) rows.set(row.id, row);
        total = body.meta.totalNumberOfPages;
        this.setExportProgress({ loaded: pageNumber, total: Math.max(total, pageNumber) });
        if (body.data.length === 0) break;
        pageNumber += 1;
      } while (pageNumber <= total);
    } finally {
      this.setExportProgress(null);
    }
    return [...rows.values()];
  }

  /** Downloads the transactions of a filter as a CSV file named after the filter and today's date. */
  async exportTransactions(status?: ListTransactionsQuery['status'], save = saveFile) {
    const result = await this.run(
      'exportTransactions',
      async () => {
        const rows = await this.listAllTransactions(status);
        save(transactionsCsv(rows), `transactions-${status ?? 'all'}-${todayIso()}.csv`);
        return rows.length;
      },
      { failure: true },
    );
    if (result.ok)
      this.root.ui.success(`Exported ${result.data} ${result.data === 1 ? 'transaction' : 'transactions'}`);
    return result;
  }

  private fetchTransactions(params: ListTransactionsQuery) {
    return unwrap(this.root.api.GET('/vendor/transactions', { params: { query: compactQuery(params) } }));
  }

  private setStatusCounts(counts: TransactionStatusCounts): void {
    this.statusCounts = counts;
  }

  private setExportProgress(progress: ExportProgress | null): void {
    this.exportProgress = progress;
  }
}
