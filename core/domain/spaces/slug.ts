/** Slug rules of spec section 5, shared by the create-space dialog and the server. */
const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** Lowercase the name, turn each run of other characters into one hyphen, trim hyphens. */
export function deriveSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug.trim());
}

/** The Create Space button is enabled only for a non-empty trimmed name and a valid non-empty trimmed slug. */
export function canCreateSpace(name: string, slug: string): boolean {
  return name.trim().length > 0 && slug.trim().length > 0 && isValidSlug(slug);
}
