/** The most characters a role's slug keeps: the longest a role name may be. */
export declare const ROLE_SLUG_LIMIT: 60;
/** A role's slug as the contract derives it from the name: "Kitchen Assistant" → "kitchen-assistant". */
export declare function roleSlug(name: string): string;
