/**
 * The 14 allergens UK food law requires a food business to declare, in the order the law lists them (as the
 * reference data names them), with words that show each one in an ingredient's name. Labels of food prepacked for
 * direct sale must emphasise the allergens in the ingredients list, so an ingredient whose name shows one is marked.
 */
const ALLERGEN_WORDS: [allergen: string, words: RegExp][] = [
  ['Celery', /\b(celery|celeriac)/i],
  [
    'Cereals containing gluten',
    /\b(wheat|flour|barley|rye|oats?|spelt|semolina|couscous|pasta|lasagne|noodles?|bread|breadcrumbs?|gluten)\b/i,
  ],
  ['Crustaceans', /\b(prawns?|shrimps?|crayfish|crabs?|lobsters?|langoustines?)\b/i],
  ['Eggs', /\beggs?\b/i],
  ['Fish', /\b(fish|stockfish|mackerel|salmon|cod|tuna|haddock|anchov(y|ies)|sardines?|tilapia|catfish)\b/i],
  ['Lupin', /\blupin/i],
  ['Milk', /\b(milk|butter|cream|cheese|yogh?urt|mozzarella|parmesan|mascarpone|ricotta|ghee|whey|béchamel)\b/i],
  ['Molluscs', /\b(mussels?|oysters?|squid|octopus|clams?|scallops?|snails?|periwinkles?)\b/i],
  ['Mustard', /\bmustard/i],
  ['Tree nuts', /\b(almonds?|cashews?|walnuts?|hazelnuts?|pecans?|pistachios?|macadamias?|brazil nuts?)\b/i],
  ['Peanuts', /\b(peanuts?|groundnuts?)\b/i],
  ['Sesame seeds', /\bsesame/i],
  ['Soya', /\b(soya?|soy sauce|tofu|edamame)\b/i],
  ['Sulphur dioxide and sulphites', /\b(sulphites?|sulfites?|sulphur dioxide|wine)\b/i],
];

const ORDER = new Map(ALLERGEN_WORDS.map(([name], i) => [name, i]));

/** The allergens an ingredient's name shows, in the law's order. */
export const allergensIn = (ingredient: string): string[] =>
  ALLERGEN_WORDS.filter(([, words]) => words.test(ingredient)).map(([name]) => name);

/** Allergen names without repeats, in the law's order (names outside the 14 last, as given). */
export function inLawOrder(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99));
}
