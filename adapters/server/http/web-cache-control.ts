/**
 * How long browsers and proxies may keep a file of the built web app. Vite names everything under `assets/`
 * after a hash of its content, so a changed file gets a new name: those are kept a year without asking again.
 * Everything else (index.html above all, which names the current hashes) is revalidated on every use, with its
 * ETag, so a new release reaches a returning visitor at once.
 */
export function webCacheControl(pathInWebRoot: string): string {
  const path = pathInWebRoot.replaceAll('\\', '/').replace(/^\/+/, '');
  return path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
