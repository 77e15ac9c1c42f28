import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { MealsStore } from '../stores/meals-store';

const Dates = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.375rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
  > div {
    flex: 1 1 10rem;
  }
  > button {
    margin-top: 1.6rem;
  }
`;

const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayWords = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

/**
 * A meal sold out for a delivery date, beside its daily stock: the storefront shows "Sold out" for that date only,
 * so it is back by itself the next day.
 */
export const SoldOutDialog = observer(function SoldOutDialog({
  meal,
  onClose,
}: {
  meal: { id: string; name: string };
  onClose: () => void;
}) {
  const store = useStore(MealsStore);
  const read = useCached(store.getMealSoldOut(meal.id));
  const [date, setDate] = useState('');
  const key = `setMealSoldOut:${meal.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) return;
    if ((await store.setMealSoldOut(meal.id, date, true)).ok) setDate('');
  };
  return (
    <Modal open title={`Sold out: ${meal.name}`} onClose={onClose}>
      <p css={{ marginBottom: '0.75rem' }}>
        Customers see it as sold out for the dates below and cannot order it for them. Other dates are not affected.
      </p>
      {read.data && read.data.length > 0 ? (
        <Dates aria-label="Sold-out dates">
          {read.data.map((day) => (
            <li key={day}>
              <span>{dayWords(day)}</span>
              <Button
                size="sm"
                variant="ghost"
                disabled={store.isPending(key)}
                onClick={() => void store.setMealSoldOut(meal.id, day, false)}
              >
                Offer again
              </Button>
            </li>
          ))}
        </Dates>
      ) : (
        <p css={{ marginBottom: '1rem' }}>Not sold out for any date.</p>
      )}
      <Form onSubmit={(event) => void submit(event)}>
        <TextInput
          label="Delivery date"
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={store.fieldErrors(key).date}
        />
        <Button type="submit" disabled={store.isPending(key)}>
          Mark sold out
        </Button>
      </Form>
    </Modal>
  );
});
