/** A town's name as the search compares it. */
export interface TownSearchKeys {
  /** Lower-case name. */
  key: string;
  /** Lower-case words of the name. */
  words: string[];
}
/** The most towns a search answers. */
export declare const TOWN_SEARCH_LIMIT: 20;
/** Lower-cased, trimmed, inner spaces collapsed: how a typed search is compared. */
export declare function normaliseTownSearch(text: string): string;
/** A town's name as the search compares it: lower-cased whole, and its lower-case words. */
export declare function townSearchKeys(name: string): TownSearchKeys;
/** The towns matching the text (exact name, prefix, a word's prefix, anywhere), best first, at most `limit`. */
export declare function matchTowns<T extends TownSearchKeys>(towns: Iterable<T>, text: string, limit?: number): T[];
