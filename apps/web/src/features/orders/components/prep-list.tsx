import type { PrepList as PrepListData } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PrinterIcon, UtensilsIcon } from '@/components/ui/icons';
import { TextInput } from '@/components/ui/text-input';
import { Toolbar } from '@/components/ui/toolbar';
import { todayIso } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { OrdersStore } from '../stores/orders-store';
import { useOrderParams } from './order-filters';
import { PrintArea } from './print-area';

type Row = PrepListData['rows'][number];

const Bar = styled(Toolbar)`
  align-items: flex-end;
  > div {
    flex: 0 1 14rem;
  }
  > button {
    min-height: 2.75rem;
  }
  p {
    flex: 1 1 14rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Quantity = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-variant-numeric: tabular-nums;
`;

const Paper = styled.div`
  h1 {
    margin: 0 0 4mm;
    font-size: 18pt;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 12pt;
  }
  th,
  td {
    padding: 2mm;
    border: 1px solid #000;
    text-align: left;
  }
  td:nth-of-type(3) {
    font-weight: 700;
    text-align: right;
  }
`;

/** Tomorrow in UK time: a pre-order kitchen cooks today what goes out tomorrow. */
const tomorrowIso = () => todayIso(new Date(Date.now() + 24 * 60 * 60 * 1000));

/** The prep list: for a chosen delivery date, how many of each meal and option to cook; printable. */
export const PrepList = observer(function PrepList() {
  const orders = useStore(OrdersStore);
  const { state, update } = useOrderParams();
  const date = state.date || tomorrowIso();
  const read = useCached(orders.getPrepList(date));
  const data = read.data;

  const columns: Column<Row>[] = [
    { key: 'meal', header: 'Meal', cell: (row) => row.mealName },
    { key: 'option', header: 'Option', cell: (row) => row.optionSize },
    { key: 'quantity', header: 'Quantity', align: 'end', cell: (row) => <Quantity>{row.quantity}</Quantity> },
    { key: 'servings', header: 'Servings', align: 'end', cell: (row) => row.servings },
    { key: 'orders', header: 'Orders', align: 'end', cell: (row) => row.orders },
  ];

  return (
    <section aria-label="Prep list">
      <Bar>
        <TextInput
          type="date"
          label="Delivery date"
          value={date}
          required
          onChange={(event) => update({ date: event.target.value || undefined })}
        />
        <p aria-live="polite">
          {data
            ? `${data.orderCount} ${data.orderCount === 1 ? 'order' : 'orders'} accepted or in preparation for ${date}.`
            : ''}
        </p>
        <Button variant="secondary" disabled={!data || data.rows.length === 0} onClick={() => window.print()}>
          <PrinterIcon size={18} /> Print
        </Button>
      </Bar>
      {read.error && !read.data ? (
        <ErrorState title="The prep list could not be loaded" error={read.error} onRetry={() => void read.refetch()} />
      ) : (
        <DataTable
          caption={`Prep list for ${date}`}
          columns={columns}
          rows={data?.rows}
          rowKey={(row) => `${row.mealId ?? row.mealName}:${row.optionSize}:${row.quantity}`}
          loading={read.isLoading}
          empty={
            <EmptyState
              icon={<UtensilsIcon size={32} />}
              title={`Nothing to cook for ${date}`}
              description="No accepted orders are due for delivery that day. Orders count here once you accept them."
            />
          }
        />
      )}
      {data && data.rows.length > 0 && (
        <PrintArea>
          <Paper>
            <h1>Prep list for {date}</h1>
            <table>
              <thead>
                <tr>
                  <th>Meal</th>
                  <th>Option</th>
                  <th>Quantity</th>
                  <th>Servings</th>
                  <th>Orders</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={`${row.mealId ?? row.mealName}:${row.optionSize}:${row.quantity}`}>
                    <td>{row.mealName}</td>
                    <td>{row.optionSize}</td>
                    <td>{row.quantity}</td>
                    <td>{row.servings}</td>
                    <td>{row.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Paper>
        </PrintArea>
      )}
    </section>
  );
});
