/** What the server answers when one of the spaces feature's use cases refuses or fails (the detail of its ServerError). */
export const SpacesServerMessages = {
  createSpaceForbidden: 'Only organization owners and admins can create spaces',
  slugTaken: (slug: string) => `A space with the slug '${slug}' already exists in this organization`,
  invalidSlug: 'Slug may contain only lowercase letters, numbers, and hyphens',
  defaultSpaceUndeletable: 'The default space cannot be deleted',
  unknownQuestion: (id: string) => `Unknown question '${id}'`,
} as const;
