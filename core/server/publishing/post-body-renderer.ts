import type { ServiceIdentifier } from 'inversify';

/**
 * Turns what an agent wrote into a post's HTML body: Markdown (answers, Markdown artifacts) rendered with raw
 * HTML escaped, not passed through; HTML artifacts with scripts, event handler attributes and `javascript:`
 * addresses removed.
 */
export interface PostBodyRenderer {
  markdownToHtml(markdown: string): string;
  sanitizeHtml(html: string): string;
}
export const PostBodyRenderer: ServiceIdentifier<PostBodyRenderer> = Symbol.for('server.PostBodyRenderer');
