import { bodyOf, type EmailDraft } from './email-draft.ts';

/** One email in Markdown: its subject and preview lines, then the body as sent. */
export function emailMarkdown(draft: EmailDraft, subjectOptions: readonly string[] = []): string {
  // Two trailing spaces: a hard line break, so Subject and Preview show on lines of their own.
  const head = subjectOptions.length > 1 ? `Subject options:\n${subjectOptions.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n\nPreview: ${draft.preview}` : `Subject: ${draft.subject}  \nPreview: ${draft.preview}`;
  return [head, bodyOf(draft)].join('\n\n');
}

/** A sequence: each email under a heading with its place, its job and when it goes out. */
export function sequenceMarkdown(drafts: readonly EmailDraft[]): string {
  return drafts
    .map((d, i) => [`### Email ${i + 1} of ${drafts.length}: ${d.job ?? 'Email'}${d.timing ? ` (${d.timing})` : ''}`, emailMarkdown(d)].join('\n\n'))
    .join('\n\n---\n\n');
}
