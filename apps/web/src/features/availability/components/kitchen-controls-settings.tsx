import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import { type DailyCapacity, type KitchenControls, KitchenControlsStore } from '../stores/kitchen-controls-store';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem 1rem;
  > div {
    min-width: 10rem;
    flex: 1 1 10rem;
  }
  > button {
    margin-top: 1.6rem;
  }
`;

const Holidays = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.5rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const dayWords = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2026-12-24' to '2026-12-27' → '24 Dec 2026 – 27 Dec 2026' (one day shown once). */
export const holidayRange = (start: string, end: string): string => {
  const a = dayWords.format(new Date(`${start}T00:00:00Z`));
  return start === end ? a : `${a} – ${dayWords.format(new Date(`${end}T00:00:00Z`))}`;
};

const HolidayDates = observer(function HolidayDates({ controls }: { controls: KitchenControls }) {
  const store = useStore(KitchenControlsStore);
  const canManage = useStores().auth.can('availability.manage');
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const errors = store.fieldErrors('addKitchenHoliday');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await store.addKitchenHoliday({ startDate, endDate: endDate || startDate });
    if (result.ok) {
      setStart('');
      setEnd('');
    }
  };
  return (
    <Card title="Holiday dates" description="Days your kitchen takes no orders for. Customers cannot pick them.">
      {controls.holidays.length > 0 ? (
        <Holidays aria-label="Holiday dates">
          {controls.holidays.map((h) => (
            <li key={h.id}>
              <span>{holidayRange(h.startDate, h.endDate)}</span>
              {canManage && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove holiday ${holidayRange(h.startDate, h.endDate)}`}
                  disabled={store.isPending(`deleteKitchenHoliday:${h.id}`)}
                  onClick={() => void store.deleteKitchenHoliday(h.id)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </Holidays>
      ) : (
        <p>No holiday dates coming up.</p>
      )}
      {canManage && (
        <Row onSubmit={(event) => void submit(event)} aria-label="Add holiday dates">
          <TextInput
            label="First day"
            type="date"
            required
            value={startDate}
            onChange={(event) => setStart(event.target.value)}
            error={errors.startDate}
          />
          <TextInput
            label="Last day"
            type="date"
            value={endDate}
            onChange={(event) => setEnd(event.target.value)}
            error={errors.endDate}
            hint="Leave empty for one day"
          />
          <Button type="submit" variant="secondary" disabled={store.isPending('addKitchenHoliday')}>
            Add holiday
          </Button>
        </Row>
      )}
    </Card>
  );
});

const UNITS = [
  { value: 'orders', label: 'Orders' },
  { value: 'portions', label: 'Portions' },
];

const Capacity = observer(function Capacity({ controls }: { controls: KitchenControls }) {
  const store = useStore(KitchenControlsStore);
  const canManage = useStores().auth.can('availability.manage');
  const [amount, setAmount] = useState(controls.capacity.dailyCapacity?.toString() ?? '');
  const [unit, setUnit] = useState<DailyCapacity['unit']>(controls.capacity.unit);
  const errors = store.fieldErrors('saveDailyCapacity');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = amount.trim();
    void store.saveDailyCapacity({ dailyCapacity: trimmed ? Number(trimmed) : null, unit });
  };
  return (
    <Card
      title="Daily capacity"
      description="The most your kitchen takes for one delivery date. Once a date is full, customers cannot pick it. Leave empty for no limit."
    >
      <Row onSubmit={submit} aria-label="Daily capacity">
        <TextInput
          label="Most per delivery date"
          inputMode="numeric"
          pattern="[0-9]*"
          value={amount}
          disabled={!canManage}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.dailyCapacity}
        />
        <Select
          label="Counted in"
          options={UNITS}
          value={unit}
          disabled={!canManage}
          onChange={(event) => setUnit(event.target.value as DailyCapacity['unit'])}
        />
        {canManage && (
          <Button type="submit" variant="secondary" disabled={store.isPending('saveDailyCapacity')}>
            Save capacity
          </Button>
        )}
      </Row>
    </Card>
  );
});

/** Holiday dates and the daily capacity, under the kitchen's opening hours (read with the orders.view permission). */
export const KitchenControlsSettings = observer(function KitchenControlsSettings() {
  return useStores().auth.can('orders.view') ? <ControlsCards /> : null;
});

const ControlsCards = observer(function ControlsCards() {
  const store = useStore(KitchenControlsStore);
  const read = useCached(store.getKitchenControls());
  const controls = read.data;
  if (!controls) return null;
  return (
    <div css={{ display: 'grid', gap: '1.25rem', marginTop: '1.25rem' }}>
      <HolidayDates controls={controls} />
      <Capacity controls={controls} />
    </div>
  );
});
