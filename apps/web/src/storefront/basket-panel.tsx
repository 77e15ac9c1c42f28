import styled from '@emotion/styled';
import { Button } from '@/components/ui/button';
import { errorText, secondaryText } from '@/components/ui/text-styles';
import { basketChanges, MAX_QUANTITY, type Basket } from './basket';
import { formatDeliveryDate, formatGbp } from './format';
import type { QuoteState } from './use-quote';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Muted = styled.p`
  ${secondaryText}
`;

const Problem = styled.p`
  ${errorText}
`;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.25rem 0.75rem;
  align-items: center;
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  output {
    min-width: 2rem;
    text-align: center;
    font-weight: 600;
  }
  button {
    min-width: 2.5rem;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.375rem 1rem;
  margin: 0;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const CheckoutLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  padding: 0 1.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * The basket with the server's prices: each option with its quantity (changeable), Subtotal, Delivery fee, Service
 * fee and Total. `checkoutHref` adds the "Checkout" button; without `update` the lines are read-only (a summary).
 */
export function BasketPanel({
  basket,
  quoteState,
  update,
  checkoutHref,
  title = 'Your basket',
  ready = true,
}: {
  basket: Basket;
  /** False until the page has hydrated: the basket this browser keeps is not known before. */
  ready?: boolean;
  quoteState: QuoteState;
  update?: (change: (current: Basket) => Basket) => void;
  checkoutHref?: string;
  title?: string;
}) {
  const { quote, loading, error } = quoteState;
  const empty = basket.items.length === 0;
  return (
    <Panel id="basket" aria-labelledby="basket-title" aria-busy={loading || undefined}>
      <h2 id="basket-title">{title}</h2>
      {!ready ? (
        <Muted>Loading your basket…</Muted>
      ) : empty ? (
        <Muted>Your basket is empty. Add a meal from the menu.</Muted>
      ) : (
        <>
          {basket.date && <Muted>Delivery on {formatDeliveryDate(basket.date)}</Muted>}
          {error && <Problem role="alert">{error}</Problem>}
          {quote && (
            <>
              <Lines>
                {quote.lines.map((line) => (
                  <Line key={line.optionId}>
                    <span>
                      {line.mealName} <Muted as="span">({line.size})</Muted>
                      <br />
                      <Muted as="span">
                        {line.quantity} × {formatGbp(line.unitPrice)}
                      </Muted>
                    </span>
                    <span>{formatGbp(line.amount)}</span>
                    {update && (
                      <Stepper role="group" aria-label={`Quantity of ${line.mealName}, ${line.size}`}>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`One fewer ${line.mealName}, ${line.size}`}
                          onClick={() =>
                            update((current) => basketChanges.setQuantity(current, line.optionId, line.quantity - 1))
                          }
                        >
                          −
                        </Button>
                        <output aria-live="polite">{line.quantity}</output>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`One more ${line.mealName}, ${line.size}`}
                          disabled={line.quantity >= MAX_QUANTITY}
                          onClick={() =>
                            update((current) => basketChanges.setQuantity(current, line.optionId, line.quantity + 1))
                          }
                        >
                          +
                        </Button>
                      </Stepper>
                    )}
                  </Line>
                ))}
              </Lines>
              {quote.problems.map((problem) => (
                <Problem key={`${problem.field}:${problem.error}`}>{problem.error}</Problem>
              ))}
              <Totals aria-label="Basket totals">
                <dt>Subtotal</dt>
                <dd>{formatGbp(quote.subtotal)}</dd>
                <dt>Delivery fee</dt>
                <dd>{quote.deliveryFee === null ? 'Set by your town' : formatGbp(quote.deliveryFee)}</dd>
                <dt>Service fee</dt>
                <dd>{formatGbp(quote.platformFee)}</dd>
                <dt className="total">Total</dt>
                <dd className="total">{formatGbp(quote.total)}</dd>
              </Totals>
            </>
          )}
          {!quote && loading && <Muted>Working out your total…</Muted>}
          {checkoutHref && quote && quote.problems.length === 0 && (
            <CheckoutLink href={checkoutHref}>Checkout</CheckoutLink>
          )}
        </>
      )}
    </Panel>
  );
}
