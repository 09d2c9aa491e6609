/** The space every new organization starts with. */
export const DEFAULT_SPACE = {
  name: 'General',
  slug: 'general',
  description: null,
  isDefault: true,
} as const;
