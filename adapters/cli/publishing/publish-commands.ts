import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { CliError, defineCommand } from '../command.ts';
import { ContentPublishingStore } from '../../../core/client/publishing/content-publishing-store.ts';
import { draftTitleFrom, type PublishingProviderId, type SentDraftView } from '../../../core/domain/publishing/publishing.ts';

const SITES: readonly PublishingProviderId[] = ['wordpress', 'ghost'];
const MAX_FILE_BYTES = 500_000;

function describe(d: SentDraftView): string[] {
  return [`${d.id}  ${d.title}`, `  Site: ${d.site}`, `  Sent: ${d.created_at}${d.sent_by_name ? ` by ${d.sent_by_name}` : ''}`, ...(d.edit_link ? [`  Edit: ${d.edit_link}`] : [])];
}

/** Content publishing (R-OPEN-40): send a Markdown or HTML file to the space's WordPress or Ghost site as a draft, or list what was sent. */
export const publishCommand = defineCommand({
  name: 'publish',
  summary: 'Send a Markdown file to WordPress or Ghost as a draft, or list the drafts sent from the space',
  usage: 'publish --site wordpress|ghost --file <F.md> [--title <T>] [--tag <t>]... [--category <c>]... | publish list',
  help: [
    'Creates a draft (never a published post) on the site connected to the current space (owners and admins, or',
    'members where the organization allows it). A .html file is sent as HTML; anything else as Markdown.',
    'The title defaults to the file\'s first heading. `publish list` shows what was sent from the space.',
  ].join('\n'),
  positionals: ['action?'],
  options: {
    site: { type: 'string', description: 'wordpress or ghost' },
    title: { type: 'string', short: 't', description: 'The post title (default: the first heading)' },
    file: { type: 'string', short: 'f', description: 'The Markdown (or .html) file to send' },
    tag: { type: 'string', multiple: true, description: 'A tag (repeat for several)' },
    category: { type: 'string', multiple: true, description: 'A WordPress category (repeat for several)' },
  },
  requiresSession: true,
  uses: { contentPublishingStore: ContentPublishingStore },
  async run({ uses, out, args }, values) {
    const store = uses.contentPublishingStore;
    const fail = (error: unknown): never => {
      throw new CliError(error instanceof Error ? error.message : String(error));
    };
    if (args[0] === 'list') {
      const drafts = await store.fetchDrafts().catch(fail);
      if (out.json) return out.data(drafts);
      if (drafts.length === 0) return out.line('Nothing has been sent from this space yet.');
      for (const d of drafts) {
        for (const line of describe(d)) out.line(line);
        out.line();
      }
      return;
    }
    if (args[0]) throw new CliError(`Unknown publish action '${args[0]}'. Try: publish list`, 2);
    const site = typeof values.site === 'string' ? values.site.trim().toLowerCase() : '';
    if (!SITES.includes(site as PublishingProviderId)) throw new CliError('Give the site: --site wordpress or --site ghost', 2);
    const file = typeof values.file === 'string' ? values.file : '';
    if (!file) throw new CliError('Give the file to send: --file <F.md>', 2);
    const content = await readFile(file).catch(() => fail(new Error(`Cannot read ${file}`)));
    if (content.byteLength > MAX_FILE_BYTES) throw new CliError(`${file} is too large for one post (at most ${MAX_FILE_BYTES} bytes)`, 2);
    const text = content.toString('utf8');
    const title = (typeof values.title === 'string' ? values.title.trim() : '') || draftTitleFrom(text);
    if (!title) throw new CliError('Give a title: --title <T>', 2);
    const list = (v: unknown) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []).map(String).filter(Boolean);
    const draft = await store
      .send(site as PublishingProviderId, {
        title,
        ...(/\.html?$/i.test(file) ? { html: text } : { markdown: text }),
        ...(list(values.tag).length ? { tags: list(values.tag) } : {}),
        ...(list(values.category).length ? { categories: list(values.category) } : {}),
        // One key per run: a retried request does not make a second draft.
        idempotency_key: randomUUID(),
      })
      .catch(fail);
    if (out.json) return out.data(draft);
    out.line(`Draft sent to ${draft.site}.`);
    for (const line of describe(draft)) out.line(line);
  },
});
