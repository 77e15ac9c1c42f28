import type { OrderLabels as Labels } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PrinterIcon } from '@/components/ui/icons';
import { SkeletonRows } from '@/components/ui/skeleton';
import { FormActions } from '@/components/ui/toolbar';
import { formatDate } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { OrdersStore } from '../stores/orders-store';
import { PrintArea } from './print-area';

const Sheet = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 0.75rem;
  @media print {
    grid-template-columns: repeat(2, 1fr);
    gap: 6mm;
  }
`;

const Label = styled.article`
  padding: 0.875rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.45;
  break-inside: avoid;
  h3 {
    margin: 0 0 0.25rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0.375rem 0 0;
  }
  strong.allergen {
    font-weight: 800;
    text-transform: uppercase;
  }
  @media print {
    border: 1px solid #000;
    color: #000;
  }
`;

/** One label: name, option and quantity, ingredients with the allergens in bold capitals, and what it contains. */
function ItemLabel({
  label,
  reference,
  customer,
}: {
  label: Labels['labels'][number];
  reference: string;
  customer: string;
}) {
  return (
    <Label aria-label={`Label for ${label.mealName}`}>
      <h3>{label.mealName}</h3>
      <div>
        {label.optionSize} × {label.quantity} · Delivery {formatDate(label.deliveryDate)}
      </div>
      {label.known ? (
        <>
          <p>
            <b>Ingredients:</b>{' '}
            {label.ingredients.length === 0
              ? 'not listed'
              : label.ingredients.map((ingredient, index) => (
                  <Fragment key={ingredient.name}>
                    {index > 0 && ', '}
                    {ingredient.allergens.length > 0 ? (
                      <strong className="allergen">{ingredient.name}</strong>
                    ) : (
                      ingredient.name
                    )}
                  </Fragment>
                ))}
            {label.additives.length > 0 && `; ${label.additives.join(', ')}`}.
          </p>
          <p>
            <b>Allergens:</b>{' '}
            {label.allergens.length === 0 ? (
              'none of the 14 declared'
            ) : (
              <strong className="allergen">{label.allergens.join(', ')}</strong>
            )}
          </p>
        </>
      ) : (
        <p>
          <b>Allergens:</b> this meal is no longer on the menu; ask the kitchen for allergen information.
        </p>
      )}
      <p>
        {reference} · {customer}
      </p>
    </Label>
  );
}

function LabelSheet({ labels }: { labels: Labels }) {
  return (
    <Sheet>
      {labels.labels.map((label) => (
        <ItemLabel key={label.itemId} label={label} reference={labels.reference} customer={labels.customerName} />
      ))}
    </Sheet>
  );
}

/** The allergen labels of one order, ready to print (allergens emphasised, as labelling for direct sale requires). */
export const OrderLabels = observer(function OrderLabels({ orderId, onBack }: { orderId: string; onBack: () => void }) {
  const orders = useStore(OrdersStore);
  const read = useCached(orders.getOrderLabels(orderId));
  return (
    <section aria-label="Allergen labels">
      {read.error && !read.data ? (
        <ErrorState title="The labels could not be loaded" error={read.error} onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <SkeletonRows rows={3} height="8rem" label="Loading labels" />
      ) : (
        <>
          <LabelSheet labels={read.data} />
          <PrintArea>
            <LabelSheet labels={read.data} />
          </PrintArea>
        </>
      )}
      <FormActions>
        <Button variant="secondary" onClick={onBack}>
          Back to order
        </Button>
        <Button disabled={!read.data} onClick={() => window.print()}>
          <PrinterIcon size={18} /> Print labels
        </Button>
      </FormActions>
    </section>
  );
});
