/**
 * The slug of the built-in Administrator role every business has. It always holds every permission and cannot be
 * changed; the business's first Administrator is its owner; a business always keeps one active Administrator.
 */
export const ADMINISTRATOR_SLUG = 'administrator';
