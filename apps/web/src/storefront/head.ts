import { formatGbp } from './format';
import type { StorefrontPage } from './page-data';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON for an application/ld+json element: nothing in it may close the element. */
const ldJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const absolute = (url: string, page: string) => {
  try {
    return new URL(url, page).href;
  } catch {
    return url;
  }
};

const clip = (text: string, length = 200) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * The page's <head> content: title, description, Open Graph and, for a kitchen, JSON-LD (a Restaurant with its menu
 * and offers), so a search engine or a link preview reads the kitchen without running the page.
 */
export function headFor(data: StorefrontPage): string {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`);
  let title: string;
  let description = 'Home-cooked meals from independent UK kitchens.';
  let image: string | null = null;
  const noIndex =
    data.page === 'track' || data.page === 'return' || data.page === 'checkout' || data.page === 'not-found';

  if (data.page === 'kitchen' || data.page === 'closed' || data.page === 'checkout' || data.page === 'return') {
    const { kitchen } = data;
    title =
      data.page === 'checkout'
        ? `Checkout · ${kitchen.name}`
        : data.page === 'return'
          ? `Your order · ${kitchen.name}`
          : `${kitchen.name} · order home-cooked meals`;
    description = clip(kitchen.description || `${kitchen.name}: home-cooked meals delivered. ${kitchen.cutOffText}.`);
    image = kitchen.bannerUrl ? absolute(kitchen.bannerUrl, data.url) : null;
  } else if (data.page === 'track') {
    title = `Order ${data.order.reference} · ${data.order.kitchen.name}`;
    description = `${data.order.statusLabel}`;
  } else {
    title = 'Page not found · Home Kitchen';
  }

  tags.push(`<title>${escapeHtml(title)}</title>`);
  meta('name', 'description', description);
  if (noIndex) meta('name', 'robots', 'noindex');
  meta('property', 'og:type', data.page === 'kitchen' ? 'restaurant.restaurant' : 'website');
  meta('property', 'og:site_name', 'Home Kitchen');
  meta('property', 'og:title', title);
  meta('property', 'og:description', description);
  meta('property', 'og:url', data.url);
  if (image) meta('property', 'og:image', image);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  if (data.page === 'kitchen')
    tags.push(`<link rel="canonical" href="${escapeHtml(data.url.split('?')[0] ?? data.url)}" />`);

  if (data.page === 'kitchen') {
    const { kitchen, menu } = data;
    const restaurant = {
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: kitchen.name,
      description: kitchen.description ?? undefined,
      url: data.url.split('?')[0],
      image: image ?? undefined,
      servesCuisine: kitchen.cuisines,
      areaServed: kitchen.zones.flatMap((zone) => zone.towns.map((town) => town.name)),
      hasMenu: menu && {
        '@type': 'Menu',
        name: `Menu for ${menu.date}`,
        hasMenuItem: menu.meals.map((meal) => ({
          '@type': 'MenuItem',
          name: meal.name,
          description: meal.description ?? undefined,
          image: meal.photoUrl ? absolute(meal.photoUrl, data.url) : undefined,
          keywords: meal.dietary.length > 0 ? meal.dietary.join(', ') : undefined,
          // Allergen information as schema.org has no field for it: in the item's own words.
          disambiguatingDescription:
            meal.allergens.length > 0 ? `Contains: ${meal.allergens.join(', ')}` : 'Contains none of the 14 allergens',
          offers: meal.options.map((option) => ({
            '@type': 'Offer',
            name: `${option.size} (serves ${option.servings})`,
            price: option.price.toFixed(2),
            priceCurrency: 'GBP',
            description: formatGbp(option.price),
            availability: option.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          })),
        })),
      },
    };
    tags.push(`<script type="application/ld+json">${ldJson(restaurant)}</script>`);
  }
  return tags.join('\n    ');
}
