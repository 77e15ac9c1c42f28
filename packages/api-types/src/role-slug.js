// The contract's rule for a role's slug (createRole): derived from the name, "Kitchen Assistant" → "kitchen-assistant".
// Accents are dropped, every other run of characters that is not a letter or digit becomes one dash, leading and
// trailing dashes go, and the slug keeps at most as many characters as a role name may have (60). The server stores
// it and keeps it unique within a business; the role editor uses it to spot a name taken before saving.
export const ROLE_SLUG_LIMIT = 60;

export function roleSlug(name) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ROLE_SLUG_LIMIT);
}
