// The contract's town search (searchTowns), which the zone editor also answers from the place tree it holds: a town
// matches when its name, case-insensitive, is the text, starts with it, has a word starting with it, or contains it,
// best first in that order; alphabetical within each group when the towns are given sorted by name; at most 20.
export const TOWN_SEARCH_LIMIT = 20;

/** What separates the words of a town's name: spaces, hyphens, apostrophes, dots, brackets, slashes and commas. */
const WORD_BREAK = /[\s\-'’.()/,]+/;

/** Lower-cased, trimmed, inner spaces collapsed: how a typed search is compared. */
export const normaliseTownSearch = (text) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A town's name as the search compares it: lower-cased whole, and its lower-case words. */
export function townSearchKeys(name) {
  const key = name.toLowerCase();
  return { key, words: key.split(WORD_BREAK).filter(Boolean) };
}

/** The towns matching the text, best first, at most `limit`. */
export function matchTowns(towns, text, limit = TOWN_SEARCH_LIMIT) {
  const query = normaliseTownSearch(text);
  if (!query) return [];
  const groups = [[], [], [], []];
  for (const town of towns) {
    if (town.key === query) groups[0].push(town);
    else if (town.key.startsWith(query)) groups[1].push(town);
    else if (town.words.some((word) => word.startsWith(query))) groups[2].push(town);
    else if (town.key.includes(query)) groups[3].push(town);
  }
  return groups.flat().slice(0, limit);
}
