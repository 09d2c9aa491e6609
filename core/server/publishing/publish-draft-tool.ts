import { inject, injectable } from 'inversify';
import type { IntegrationTool, ToolOutcome, ToolScope } from '../integrations/actions/integration-tool.ts';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import { isPublishingProvider } from './publishing-provider.ts';
import { PUBLISHING_PROVIDERS, type PublishingProviderId } from '../../domain/publishing/publishing.ts';
import { integrationProvider } from '../../domain/integrations/integrations.ts';

const MAX_BODY = 500_000;

/** Strings of a model's list argument, trimmed, without blanks, bounded. */
export function termList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean).slice(0, 20);
}

/**
 * `publish_draft`: proposes sending a Markdown text to the space's WordPress or Ghost site as a draft. It never
 * sends: the chat shows the proposal as a card and only a person applying it does (PublishDraftApplier).
 */
@injectable()
export class PublishDraftTool implements IntegrationTool {
  readonly name = 'publish_draft';
  readonly kind = 'publishing' as const;
  readonly effect = 'write' as const;
  readonly description = 'Propose sending an article (Markdown) to the connected WordPress or Ghost site as a draft. A person must confirm it; nothing is published.';
  readonly inputSchema = {
    type: 'object',
    properties: {
      site: { type: 'string', enum: [...PUBLISHING_PROVIDERS], description: 'The connected site: wordpress or ghost' },
      title: { type: 'string', maxLength: 300 },
      markdown: { type: 'string', description: 'The article body in Markdown' },
      categories: { type: 'array', items: { type: 'string' }, description: 'WordPress only' },
      tags: { type: 'array', items: { type: 'string' } },
    },
    required: ['site', 'title', 'markdown'],
    additionalProperties: false,
  };

  constructor(@inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts) {}

  async available(scope: ToolScope): Promise<boolean> {
    for (const provider of PUBLISHING_PROVIDERS) {
      if (await this.accounts.isConnected(scope.spaceId, provider)) return true;
    }
    return false;
  }

  async run(scope: ToolScope, args: Record<string, unknown>): Promise<ToolOutcome> {
    const site = typeof args.site === 'string' && isPublishingProvider(args.site) ? args.site : null;
    const title = typeof args.title === 'string' ? args.title.trim().slice(0, 300) : '';
    const markdown = typeof args.markdown === 'string' ? args.markdown.slice(0, MAX_BODY) : '';
    if (!site || !title || !markdown.trim()) return { text: 'publish_draft needs a site (wordpress or ghost), a title and a Markdown body.' };
    const connection = await this.accounts.find(scope.spaceId, site);
    const name = integrationProvider(site).name;
    if (!connection || connection.status !== 'connected') return { text: `${name} is not connected to this space: an owner or admin can connect it on the Connections page.` };
    const categories = site === 'wordpress' ? termList(args.categories) : [];
    const tags = termList(args.tags);
    const host = connection.settings.site?.url ? new URL(connection.settings.site.url).host : (connection.accountLabel ?? name);
    const details = [`Title: ${title}`];
    if (categories.length) details.push(`Categories: ${categories.join(', ')}`);
    if (tags.length) details.push(`Tags: ${tags.join(', ')}`);
    details.push(`Length: ${markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length} words`);
    return {
      text: `Proposed sending "${title}" to ${name} (${host}) as a draft. It is sent only when a person applies the proposal.`,
      proposal: {
        action: 'publish_draft',
        title: `Send to ${name} as draft`,
        target: `${name}: ${host}`,
        details,
        payload: { site: site satisfies PublishingProviderId, title, markdown, categories, tags },
      },
    };
  }
}
