const MIN_PASTED = 200;

/** An article to send to a site: its title and its Markdown. */
export interface Article {
  title: string;
  markdown: string;
}

/**
 * The article a request carries ("send this to WordPress as a draft" and the article below): the text after its
 * first line, when it is long enough to be one. Its title is its first heading, or its first line. Null otherwise.
 */
export function pastedArticle(message: string): Article | null {
  const newline = message.indexOf('\n');
  const pasted = newline > 0 ? message.slice(newline + 1).trim() : '';
  if (pasted.length < MIN_PASTED) return null;
  const markdown = pasted.slice(0, 200_000);
  const heading = /^#{1,3}\s+(.+)$/m.exec(markdown)?.[1];
  const firstLine = markdown.split('\n').find((l) => l.trim())?.replace(/[*_#>`]/g, '').trim();
  const title = (heading ?? firstLine ?? '').trim().slice(0, 200);
  return title ? { title, markdown } : null;
}

/**
 * The article an older pipeline's answer holds: from its first heading (the title) on, when text follows it.
 * An answer without one (keyword ideas, an audit, a note on what was missing) is not an article, so no line of
 * it ever becomes a title or a body to publish.
 */
export function draftArticle(draft: string): Article | null {
  const heading = /^#{1,3}\s+(.+)$/m.exec(draft);
  if (!heading) return null;
  const markdown = draft.slice(heading.index).trim().slice(0, 200_000);
  const body = markdown.slice(heading[0].length).trim();
  const title = heading[1]!.replace(/[*_`]/g, '').trim().slice(0, 200);
  return title && /[\p{L}\p{N}]/u.test(body) ? { title, markdown } : null;
}
