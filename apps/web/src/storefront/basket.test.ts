import { describe, expect, it } from 'vitest';
import { basketChanges, MAX_QUANTITY, type Basket } from './basket';
import { formatPostcode, phoneError, postcodeError } from './validation';

const empty: Basket = { date: null, items: [] };

describe('storefront basket', () => {
  it('adds an option once, then counts it up to the most one order may hold', () => {
    let basket = basketChanges.add(empty, 'o1', '2026-12-01');
    expect(basket).toEqual({ date: '2026-12-01', items: [{ optionId: 'o1', quantity: 1 }] });
    for (let i = 0; i < MAX_QUANTITY + 5; i++) basket = basketChanges.add(basket, 'o1', '2026-12-01');
    expect(basket.items).toEqual([{ optionId: 'o1', quantity: MAX_QUANTITY }]);
  });

  it('starts again when a meal is added for another delivery date than the basket holds', () => {
    const basket = basketChanges.add(basketChanges.add(empty, 'o1', '2026-12-01'), 'o2', '2026-12-02');
    expect(basket).toEqual({ date: '2026-12-02', items: [{ optionId: 'o2', quantity: 1 }] });
  });

  it('removes an option whose quantity goes to nought', () => {
    const basket = basketChanges.add(basketChanges.add(empty, 'o1', '2026-12-01'), 'o2', '2026-12-01');
    expect(basketChanges.setQuantity(basket, 'o1', 0).items).toEqual([{ optionId: 'o2', quantity: 1 }]);
    expect(basketChanges.setQuantity(basket, 'o2', 3).items[1]).toEqual({ optionId: 'o2', quantity: 3 });
  });
});

describe('checkout rules', () => {
  it('takes UK postcodes in any case and spacing, written the Royal Mail way', () => {
    expect(postcodeError('se15 4qn')).toBeUndefined();
    expect(postcodeError('SW1A1AA')).toBeUndefined();
    expect(postcodeError('12345')).toBe('Enter a UK postcode, like SE15 4QN');
    expect(formatPostcode('se154qn')).toBe('SE15 4QN');
  });

  it('takes a UK phone number typed with 0 or +44, spaces allowed', () => {
    expect(phoneError('07700 900123')).toBeUndefined();
    expect(phoneError('+44 7700 900123')).toBeUndefined();
    expect(phoneError('12345')).toBe('Enter a UK phone number, like 07700 900123');
  });
});
