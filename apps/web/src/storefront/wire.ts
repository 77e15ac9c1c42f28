// The storefront API's answers as the pages use them. These follow the agreed contract
// (openapi/storefront-api.yaml); once it is generated they are its types from @vendor/api-types/storefront.

export interface StorefrontTown {
  id: string;
  name: string;
  area?: string;
  region?: string;
}

export interface StorefrontZone {
  zoneName: string;
  towns: { id: string; name: string }[];
  fee: number;
}

export interface StorefrontKitchen {
  handle: string;
  name: string;
  description: string | null;
  bannerUrl: string | null;
  logoUrl: string | null;
  cuisines: string[];
  dietaryOfferings: string[];
  zones: StorefrontZone[];
  openingDays: { day: string; open: boolean }[];
  cutOffTime: string | null;
  cutOffText: string;
  open: boolean;
  closedReason: 'not_ready' | null;
  deliveryDates: string[];
}

export interface StorefrontMealOption {
  id: string;
  size: string;
  servings: number;
  price: number;
  stockLeft: number | null;
  soldOut: boolean;
}

export interface StorefrontMeal {
  id: string;
  name: string;
  description: string | null;
  photoUrl: string | null;
  spiceLevel: string | null;
  dietary: string | null;
  allergens: string[];
  ingredients: string[];
  options: StorefrontMealOption[];
}

export interface StorefrontMenu {
  date: string;
  meals: StorefrontMeal[];
}

export interface BasketItem {
  optionId: string;
  quantity: number;
}

export interface StorefrontQuote {
  lines: { optionId: string; mealName: string; size: string; quantity: number; unitPrice: number; amount: number }[];
  subtotal: number;
  deliveryFee: number | null;
  platformFee: number;
  total: number;
  problems: { field: string; error: string }[];
}

export interface StorefrontCheckoutRequest {
  deliveryDate: string;
  items: BasketItem[];
  customer: { name: string; email: string; phone: string };
  address: { line1: string; line2?: string; townId: string; postcode: string };
  allergyNote?: string;
}

export interface StorefrontCheckoutCreated {
  checkoutId: string;
  paymentUrl: string;
  total: number;
  expiresAt: string;
}

export interface StorefrontCheckoutState {
  status: 'open' | 'paid' | 'expired' | 'cancelled' | 'refunded';
  total: number;
  trackingUrl: string | null;
  reference: string | null;
}

export interface StorefrontOrder {
  reference: string;
  status: string;
  statusLabel: string;
  kitchen: { name: string; handle: string };
  deliveryDate: string;
  items: { mealName: string; size: string; quantity: number; unitPrice: number; amount: number }[];
  subtotal: number;
  deliveryFee: number;
  platformFee: number;
  total: number;
  address: { line1: string; line2?: string | null; town: string; postcode: string } | string;
  cancellationReason: string | null;
  events: { status: string; at: string }[];
}
