import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { errorText, secondaryText } from '@/components/ui/text-styles';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { storefrontApi, StorefrontApiError } from '../api';
import { BasketPanel } from '../basket-panel';
import { useBasket } from '../basket';
import { formatGbp } from '../format';
import { StorefrontLayout } from '../layout';
import { useQuote } from '../use-quote';
import { emailError, formatPostcode, normalisePhone, phoneError, postcodeError, requiredError } from '../validation';
import type { StorefrontKitchen, StorefrontTownResult } from '@vendor/api-types/storefront';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 22rem;
  gap: 1.5rem;
  align-items: start;
  margin-top: 1.5rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  fieldset {
    display: flex;
    flex-direction: column;
    gap: 1rem;
    margin: 0;
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }
  legend {
    padding: 0 0.25rem;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Muted = styled.p`
  ${secondaryText}
`;

const Problem = styled.p`
  ${errorText}
`;

const Towns = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    justify-content: flex-start;
    font-weight: 500;
  }
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
`;

type FieldName = 'town' | 'line1' | 'line2' | 'postcode' | 'name' | 'email' | 'phone' | 'allergyNote';
type Errors = Partial<Record<FieldName | 'form', string>>;

/** The server's field names (the request's paths) → the form's fields. */
const SERVER_FIELDS: Record<string, FieldName> = {
  'address.townId': 'town',
  townId: 'town',
  'address.line1': 'line1',
  'address.line2': 'line2',
  'address.postcode': 'postcode',
  'customer.name': 'name',
  'customer.email': 'email',
  'customer.phone': 'phone',
  allergyNote: 'allergyNote',
};

/** /k/{handle}/checkout: the delivery details, the basket's summary with the delivery fee, and "Checkout". */
export function CheckoutPage({ kitchen }: { kitchen: StorefrontKitchen }) {
  const { basket, ready } = useBasket(kitchen.handle);
  const [townSearch, setTownSearch] = useState('');
  const [town, setTown] = useState<StorefrontTownResult | null>(null);
  const [found, setFound] = useState<{ search: string; towns: StorefrontTownResult[] }>({ search: '', towns: [] });
  const [values, setValues] = useState({
    line1: '',
    line2: '',
    postcode: '',
    name: '',
    email: '',
    phone: '',
    note: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const search = useDebouncedValue(townSearch.trim());
  const zoneTownIds = new Set(kitchen.zones.flatMap((zone) => zone.towns.map((t) => t.id)));
  const delivers = town ? zoneTownIds.has(town.id) : false;
  const quoteState = useQuote(kitchen.handle, basket, town && delivers ? town.id : null);

  const [cancelled, setCancelled] = useState(false);

  // Back from the payment page without paying (its cancel address): the hold on the meals is released at once.
  useEffect(() => {
    const url = new URL(window.location.href);
    const checkoutId = url.searchParams.get('cancelled');
    if (!checkoutId) return;
    url.searchParams.delete('cancelled');
    window.history.replaceState(null, '', url);
    storefrontApi.cancelStorefrontCheckout(checkoutId).then(
      () => setCancelled(true),
      () => setCancelled(true),
    );
  }, []);

  const searching = search.length >= 2 && !town;
  const towns = searching && found.search === search ? found.towns : [];
  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    storefrontApi.searchStorefrontTowns(search, controller.signal).then(
      (answer) => setFound({ search, towns: answer.towns }),
      () => undefined,
    );
    return () => controller.abort();
  }, [search, searching]);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field === 'note' ? 'allergyNote' : field]: undefined, form: undefined }));
  };

  const pickTown = (picked: StorefrontTownResult) => {
    setTown(picked);
    setTownSearch(picked.name);
    setErrors((current) => ({ ...current, town: undefined, form: undefined }));
  };

  const townError = errors.town ?? (town && !delivers ? `This kitchen doesn't deliver to ${town.name} yet` : undefined);

  const validate = (): Errors => ({
    town: !town
      ? 'Choose your town from the list'
      : !delivers
        ? `This kitchen doesn't deliver to ${town.name} yet`
        : undefined,
    line1: requiredError(values.line1, 'Enter the first line of your address'),
    postcode: postcodeError(values.postcode),
    name: requiredError(values.name, 'Enter your name'),
    email: emailError(values.email),
    phone: phoneError(values.phone),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      const first = (['town', 'line1', 'postcode', 'name', 'email', 'phone'] as const).find((field) => found[field]);
      if (first) document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    if (!town || !basket.date) return;
    setSubmitting(true);
    try {
      const created = await storefrontApi.createStorefrontCheckout(kitchen.handle, {
        deliveryDate: basket.date,
        items: basket.items,
        customer: { name: values.name.trim(), email: values.email.trim(), phone: normalisePhone(values.phone) },
        address: {
          line1: values.line1.trim(),
          ...(values.line2.trim() ? { line2: values.line2.trim() } : {}),
          townId: town.id,
          postcode: formatPostcode(values.postcode),
        },
        ...(values.note.trim() ? { allergyNote: values.note.trim() } : {}),
      });
      window.location.assign(created.paymentUrl);
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof StorefrontApiError)) throw error;
      const next: Errors = {};
      const general: string[] = [];
      for (const { field, error: message } of error.errors) {
        const mapped = SERVER_FIELDS[field];
        if (mapped) next[mapped] = message;
        else general.push(message);
      }
      next.form = general.length > 0 ? general.join(' ') : Object.keys(next).length === 0 ? error.message : undefined;
      setErrors(next);
    }
  };

  const kitchenHref = `/k/${encodeURIComponent(kitchen.handle)}`;
  if (!ready) {
    return (
      <StorefrontLayout kitchen={kitchen}>
        <h1>Checkout</h1>
        <Muted>Loading your basket…</Muted>
      </StorefrontLayout>
    );
  }
  if (basket.items.length === 0) {
    return (
      <StorefrontLayout kitchen={kitchen}>
        <h1>Checkout</h1>
        <Muted>
          Your basket is empty. <a href={kitchenHref}>Back to {kitchen.name}&apos;s menu</a>
        </Muted>
      </StorefrontLayout>
    );
  }
  return (
    <StorefrontLayout kitchen={kitchen}>
      <Back href={kitchenHref}>← Back to the menu</Back>
      <h1>Checkout</h1>
      {cancelled && (
        <Muted role="status">You left the payment page, so nothing was charged. You can check out again below.</Muted>
      )}
      <Columns>
        <Form noValidate onSubmit={submit} aria-label="Delivery details">
          <fieldset>
            <legend>Delivery address</legend>
            <div>
              <TextInput
                id="checkout-town"
                label="Town"
                hint="Start typing, then choose your town from the list"
                value={townSearch}
                autoComplete="off"
                error={townError}
                onChange={(event) => {
                  setTownSearch(event.target.value);
                  if (town && event.target.value !== town.name) setTown(null);
                }}
              />
              {towns.length > 0 && (
                <Towns aria-label="Matching towns">
                  {towns.map((result) => (
                    <li key={result.id}>
                      <Button variant="ghost" onClick={() => pickTown(result)}>
                        {result.name}
                        {result.area ? `, ${result.area}` : ''}
                      </Button>
                    </li>
                  ))}
                </Towns>
              )}
              {town && delivers && (
                <Muted>
                  Delivery to {town.name}:{' '}
                  {formatGbp(kitchen.zones.find((zone) => zone.towns.some((t) => t.id === town.id))?.fee ?? 0)}
                </Muted>
              )}
            </div>
            <TextInput
              id="checkout-line1"
              label="Address line 1"
              autoComplete="address-line1"
              value={values.line1}
              error={errors.line1}
              onChange={(event) => set('line1')(event.target.value)}
            />
            <TextInput
              id="checkout-line2"
              label="Address line 2 (optional)"
              autoComplete="address-line2"
              value={values.line2}
              error={errors.line2}
              onChange={(event) => set('line2')(event.target.value)}
            />
            <TextInput
              id="checkout-postcode"
              label="Postcode"
              autoComplete="postal-code"
              value={values.postcode}
              error={errors.postcode}
              onChange={(event) => set('postcode')(event.target.value)}
              onBlur={() => !postcodeError(values.postcode) && set('postcode')(formatPostcode(values.postcode))}
            />
          </fieldset>
          <fieldset>
            <legend>Your details</legend>
            <TextInput
              id="checkout-name"
              label="Full name"
              autoComplete="name"
              value={values.name}
              error={errors.name}
              onChange={(event) => set('name')(event.target.value)}
            />
            <TextInput
              id="checkout-email"
              label="E-mail"
              type="email"
              autoComplete="email"
              hint="Your confirmation and tracking link go here"
              value={values.email}
              error={errors.email}
              onChange={(event) => set('email')(event.target.value)}
            />
            <TextInput
              id="checkout-phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              error={errors.phone}
              onChange={(event) => set('phone')(normalisePhone(event.target.value))}
            />
            <Textarea
              id="checkout-allergyNote"
              label="Allergy note (optional)"
              hint="Tell the kitchen about any allergy or intolerance"
              limit={500}
              value={values.note}
              error={errors.allergyNote}
              onChange={(event) => set('note')(event.target.value)}
            />
          </fieldset>
          {errors.form && <Problem role="alert">{errors.form}</Problem>}
          <Button type="submit" size="lg" disabled={submitting}>
            Checkout
          </Button>
          <Muted>You pay on the next page. The kitchen holds your meals for 30 minutes while you pay.</Muted>
        </Form>
        <BasketPanel basket={basket} quoteState={quoteState} title="Order summary" />
      </Columns>
    </StorefrontLayout>
  );
}
