import { describe, expect, it } from 'vitest';
import type { StorefrontKitchen, StorefrontMenu } from '@vendor/api-types/storefront';
import { headFor } from './head';
import { scriptJson } from './page-data';

const kitchen: StorefrontKitchen = {
  handle: 'mamas-kitchen',
  name: 'Mama\'s "Best" Kitchen',
  description: 'Nigerian home cooking </script><script>alert(1)</script>',
  bannerUrl: '/api/v1/files/banner.png',
  logoUrl: null,
  cuisines: ['Nigerian'],
  dietaryOfferings: ['Halal'],
  zones: [{ zoneName: 'Central', towns: [{ id: 't1', name: 'Peckham' }], fee: 3.5 }],
  openingDays: [{ day: 'monday', open: true }],
  cutOffTime: '18:00',
  cutOffText: 'Order by 18:00 the day before',
  open: true,
  closedReason: null,
  pausedUntil: null,
  deliveryDates: ['2026-12-01'],
};
const menu: StorefrontMenu = {
  date: '2026-12-01',
  meals: [
    {
      id: 'm1',
      name: 'Jollof rice',
      description: 'Smoky',
      photoUrl: null,
      spiceLevel: 2,
      dietary: ['Halal'],
      allergens: ['Celery', 'Mustard'],
      ingredients: ['Rice'],
      options: [{ id: 'o1', size: 'Regular', servings: 1, price: 9.5, stockLeft: 3, soldOut: false }],
    },
  ],
};

describe('storefront head', () => {
  const head = headFor({ page: 'kitchen', url: 'https://kitchen.test/k/mamas-kitchen?date=2026-12-01', kitchen, menu });

  it('gives a link preview the kitchen: title, description, Open Graph with an absolute image, canonical address', () => {
    expect(head).toContain('<title>Mama&#39;s &quot;Best&quot; Kitchen · order home-cooked meals</title>');
    expect(head).toContain('<meta property="og:title" content="Mama&#39;s &quot;Best&quot; Kitchen');
    expect(head).toContain('<meta property="og:image" content="https://kitchen.test/api/v1/files/banner.png" />');
    expect(head).toContain('<link rel="canonical" href="https://kitchen.test/k/mamas-kitchen" />');
    expect(head).not.toContain('noindex');
  });

  it('describes the kitchen and its menu as JSON-LD: meals with prices in pounds and allergens', () => {
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)![1]!;
    const data = JSON.parse(json) as {
      '@type': string;
      hasMenu: { hasMenuItem: { name: string; disambiguatingDescription: string; offers: { price: string }[] }[] };
    };
    expect(data['@type']).toBe('Restaurant');
    expect(data.hasMenu.hasMenuItem[0]).toMatchObject({
      name: 'Jollof rice',
      disambiguatingDescription: 'Contains: Celery, Mustard',
      offers: [{ price: '9.50', priceCurrency: 'GBP' }],
    });
  });

  it('never lets the kitchen’s own text close an element of the page', () => {
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(scriptJson({ description: kitchen.description })).not.toMatch(/[<>]/);
    expect(JSON.parse(scriptJson({ d: kitchen.description }))).toEqual({ d: kitchen.description });
  });

  it('keeps private pages out of search engines', () => {
    expect(headFor({ page: 'checkout', url: 'https://kitchen.test/k/x/checkout', kitchen, date: null })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });
});
