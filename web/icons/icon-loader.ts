import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

/**
 * Blueprint draws an icon named by a string with paths its loader gives. Its default loader fetches every icon of
 * a size at once (about 100 KB gzip for 16px, as much for 20px); this one gives only the icons the app names
 * (icon-paths.ts, one chunk, fetched with the first icon). Blueprint's own components draw their few icons from
 * components and need no loader. A name missing from the map draws nothing rather than failing the screen.
 */
async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const { ICON_PATHS } = await import('./icon-paths.ts');
  const paths = ICON_PATHS[name];
  if (!paths) {
    if (import.meta.env.DEV) console.warn(`Icon "${name}" is not in web/icons/icon-paths.ts`);
    return [];
  }
  return (size >= IconSize.LARGE ? paths[1] : paths[0]) as IconPaths;
}

Icons.setLoaderOptions({ loader: loadIconPaths });
