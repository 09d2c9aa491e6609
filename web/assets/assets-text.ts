/** The assets page: its labels and messages; the spec leaves them open. */
export const AssetsText = {
  assets: 'Assets',
  allTypes: 'All types',
  typeFilter: 'Type',
  table: 'Assets',
  /** The assets table's scroll region: named apart from the screen's own region. */
  tableRegion: 'Assets table',
  empty: 'No assets yet',
  emptyText: 'Files the agents make in this space (emails, images, documents) appear here.',
  noMatch: 'No assets of this type',
  file: 'File',
  type: 'Type',
  size: 'Size',
  status: 'Status',
  created: 'Created',
  download: 'Download',
  downloadName: (name: string) => `Download ${name}`,
};
