const MIN_PASTED = 200;

/**
 * The article a request means ("send this to WordPress"): a text pasted in the request after its first line,
 * else what the agent just wrote; its title is its first heading, or its first line.
 */
export function articleOfRequest(message: string, draft: string): { title: string; markdown: string } {
  const newline = message.indexOf('\n');
  const pasted = newline > 0 ? message.slice(newline + 1).trim() : '';
  const markdown = (pasted.length >= MIN_PASTED ? pasted : draft).slice(0, 200_000);
  const heading = /^#{1,3}\s+(.+)$/m.exec(markdown)?.[1];
  const firstLine = markdown.split('\n').find((l) => l.trim())?.replace(/[*_#>`]/g, '').trim();
  return { title: (heading ?? firstLine ?? 'Draft from the SEO agent').trim().slice(0, 200), markdown };
}
