import { describe, expect, it } from 'vitest';
import { PublishDraftTool } from '../../../core/server/publishing/publish-draft-tool.ts';
import { PublishDraftApplier } from '../../../core/server/publishing/publish-draft-applier.ts';
import { connectedAccounts } from '../../support/connected-accounts.ts';
import type { SendDraftToSite, SendDraftCommand } from '../../../core/server/publishing/send-draft-to-site.ts';
import type { ConnectionRecord } from '../../../core/server/integrations/connection-repository.ts';
import type { Principal } from '../../../core/server/auth/principal.ts';

/** R-OPEN-40: the agents' `publish_draft` tool proposes and never sends; applying re-checks the model's payload. */
const principal = { userId: 'u1', orgId: 'o1', role: 'org_owner' } as Principal;
const scope = { principal, orgId: 'o1', spaceId: 'sp1' };
const wordpress = { provider: 'wordpress', status: 'connected', accountLabel: 'Acme Blog (blog.acme.test)', settings: { site: { url: 'https://blog.acme.test', username: 'ed' } } } as unknown as ConnectionRecord;

const accounts = connectedAccounts;

describe('publish_draft', () => {
  it('is offered only with a connected site, and proposes a draft without sending anything', async () => {
    expect(await new PublishDraftTool(accounts([])).available(scope)).toBe(false);
    // A site whose connection needs reconnecting is not offered either.
    expect(await new PublishDraftTool(accounts([{ ...wordpress, status: 'error' }])).available(scope)).toBe(false);
    const tool = new PublishDraftTool(accounts([wordpress]));
    expect(await tool.available(scope)).toBe(true);
    expect(tool.effect).toBe('write');
    const outcome = await tool.run(scope, { site: 'wordpress', title: ' Ten tips ', markdown: '# Ten tips\n\nOne two three', categories: ['SEO', 42, ' '], tags: ['growth'] });
    expect(outcome.proposal).toEqual({
      action: 'publish_draft',
      title: 'Send to WordPress as draft',
      target: 'WordPress: blog.acme.test',
      details: ['Title: Ten tips', 'Categories: SEO', 'Tags: growth', 'Length: 5 words'],
      payload: { site: 'wordpress', title: 'Ten tips', markdown: '# Ten tips\n\nOne two three', categories: ['SEO'], tags: ['growth'] },
    });
    expect((await tool.run(scope, { site: 'ghost', title: 'x', markdown: 'y' })).text).toBe('Ghost is not connected to this space: an owner or admin can connect it on the Connections page.');
    expect((await tool.run(scope, { site: 'medium', title: 'x', markdown: 'y' })).proposal).toBeUndefined();
  });

  it('applies a proposal through SendDraftToSite after checking the payload again', async () => {
    const sent: SendDraftCommand[] = [];
    const send = { execute: async (_p: Principal, _s: string, command: SendDraftCommand) => {
      sent.push(command);
      return { provider: 'ghost', title: command.title, siteLabel: 'Blog (blog.test)', externalId: 'x1', editLink: 'https://blog.test/ghost/#/editor/post/x1' };
    } } as unknown as SendDraftToSite;
    const applier = new PublishDraftApplier(send);
    const done = await applier.apply(principal, 'sp1', { site: 'ghost', title: 'Launch', markdown: 'Body', categories: ['ignored'], tags: ['news', 7] });
    expect(sent).toEqual([{ provider: 'ghost', title: 'Launch', markdown: 'Body', categories: [], tags: ['news'] }]);
    expect(done).toEqual({ summary: 'Draft "Launch" sent to Ghost (Blog (blog.test))', externalId: 'x1', link: 'https://blog.test/ghost/#/editor/post/x1' });
    await expect(applier.apply(principal, 'sp1', { site: 'ghost', title: '', markdown: 'Body' })).rejects.toMatchObject({ code: 'VALIDATION.INVALID' });
    await expect(applier.apply(principal, 'sp1', { site: 'http://evil', title: 'x', markdown: 'Body' })).rejects.toMatchObject({ code: 'VALIDATION.INVALID' });
    expect(sent).toHaveLength(1);
  });
});
