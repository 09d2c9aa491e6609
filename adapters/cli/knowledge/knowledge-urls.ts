import { defineCommand, positional, type CommandContext, type CommandUses, type OptionValues, type UsesOf } from '../command.ts';
import { UrlIntelligenceStore } from '../../../core/client/knowledge/url-intelligence-store.ts';
import type { UrlSource } from '../../../core/domain/knowledge/knowledge-base.ts';
import { KnowledgeCliText as T, WAIT_OPTIONS, finishStarted } from './knowledge-shared.ts';
import { shortDate, table } from '../cli-table.ts';

/** What the URL-source commands call. */
const URL_SOURCES = { urlIntelligenceStore: UrlIntelligenceStore } satisfies CommandUses;

/** After adding or refreshing: with --wait, the source's end state (exit 1 with the reason on error). */
function finish(context: CommandContext<UsesOf<typeof URL_SOURCES>>, values: OptionValues, source: UrlSource, started: (s: UrlSource) => string): Promise<void> {
  const store = context.uses.urlIntelligenceStore;
  const load = async (): Promise<UrlSource> => {
    const { content: _content, ...summary } = await store.fetchUrlSource(source.id);
    return summary;
  };
  return finishStarted(context.out, values, source, { load, what: source.url, started, ready: T.urlReady, failed: T.urlFailed });
}

export const urlsCommand = defineCommand({
  name: 'urls',
  summary: "List the current space's URL sources with their status",
  usage: 'urls',
  options: {},
  requiresSession: true,
  uses: URL_SOURCES,
  async run({ uses, out }) {
    const sources = await uses.urlIntelligenceStore.fetchUrlSources();
    if (out.json) return out.data(sources);
    if (sources.length === 0) return out.line(T.noUrlSources);
    const rows = sources.map((s) => [s.id, s.status, shortDate(s.fetched_at), s.title ? `${s.url}  (${s.title})` : s.url]);
    for (const [i, line] of table(rows).entries()) {
      out.line(line);
      const source = sources[i]!;
      if (source.status === 'error' && source.error_message) out.line(`    ${source.error_message}`);
    }
  },
});

export const addUrlCommand = defineCommand({
  name: 'url-add',
  summary: 'Add a web address to the knowledge base; the server fetches and reads it',
  usage: 'url-add <url> [--wait]',
  positionals: ['url'],
  options: { ...WAIT_OPTIONS },
  requiresSession: true,
  uses: URL_SOURCES,
  async run(context, values) {
    const source = await context.uses.urlIntelligenceStore.addUrl(positional(context.args, 0, 'url', this.usage));
    await finish(context, values, source, T.urlAdded);
  },
});

export const refreshUrlCommand = defineCommand({
  name: 'url-refresh',
  summary: 'Fetch a URL source again (its last good copy stays readable if this fails)',
  usage: 'url-refresh <id> [--wait]',
  positionals: ['id'],
  options: { ...WAIT_OPTIONS },
  requiresSession: true,
  uses: URL_SOURCES,
  async run(context, values) {
    const source = await context.uses.urlIntelligenceStore.refreshUrl(positional(context.args, 0, 'id', this.usage));
    await finish(context, values, source, T.urlRefreshing);
  },
});

export const viewUrlCommand = defineCommand({
  name: 'url-view',
  summary: 'Show a URL source and the text read from it',
  usage: 'url-view <id>',
  positionals: ['id'],
  options: {},
  requiresSession: true,
  uses: URL_SOURCES,
  async run({ uses, out, args }) {
    const source = await uses.urlIntelligenceStore.fetchUrlSource(positional(args, 0, 'id', this.usage));
    if (out.json) return out.data(source);
    out.line(`URL:      ${source.url}`);
    if (source.final_url && source.final_url !== source.url) out.line(`Final:    ${source.final_url}`);
    if (source.title) out.line(`Title:    ${source.title}`);
    out.line(`Status:   ${source.status}`);
    if (source.error_message) out.line(`Reason:   ${source.error_message}`);
    out.line(`Fetched:  ${shortDate(source.fetched_at)}`);
    out.line();
    out.line(source.content ?? T.urlNoContent);
  },
});

export const deleteUrlCommand = defineCommand({
  name: 'url-delete',
  summary: 'Delete a URL source with its chunks',
  usage: 'url-delete <id>',
  positionals: ['id'],
  options: {},
  requiresSession: true,
  uses: URL_SOURCES,
  async run({ uses, out, args }) {
    const id = positional(args, 0, 'id', this.usage);
    await uses.urlIntelligenceStore.deleteUrl(id);
    if (out.json) return out.data({ id, deleted: true });
    out.line(T.urlDeleted(id));
  },
});
