import { describe, expect, it } from 'vitest';
import { actionIntent } from '../../../core/server/agents/offline/action-intent.ts';
import { emailOfRequest } from '../../../core/server/agents/offline/email-of-request.ts';

/** The offline engine's reading of requests that ask an agent to act through a connected tool. */
describe('action intent', () => {
  it("reads the CMO's combined task: who to find, how many, and that a campaign follows", () => {
    expect(actionIntent('cmo', 'Find 50 heads of marketing at 50–200-person SaaS companies in Germany and draft a campaign from this email')).toEqual({
      kind: 'lead_campaign',
      criteria: { titles: ['Head of Marketing'], companySizes: ['50,200'], industries: ['SaaS'], locations: ['Germany'], limit: 50 },
    });
  });

  it('reads an Instantly draft for the Email Agent and a site draft for the SEO agent, and nothing in a plain request', () => {
    expect(actionIntent('email-agent', 'Create an Instantly campaign (draft) from this email')).toEqual({ kind: 'draft_campaign' });
    expect(actionIntent('seo-agent', 'Send this to WordPress as a draft')).toEqual({ kind: 'publish_draft', site: 'wordpress' });
    expect(actionIntent('seo-agent', 'Publish this article to our Ghost blog as a draft')).toEqual({ kind: 'publish_draft', site: 'ghost' });
    expect(actionIntent('seo-agent', 'Write a blog post about our ghost kitchen software')).toBeNull();
    expect(actionIntent('email-agent', 'Write a launch email for our new feature')).toBeNull();
    expect(actionIntent('creative-agent', 'Create an Instantly campaign draft')).toBeNull();
  });

  it('takes the pasted email with its Subject line, else the one the agent wrote', () => {
    expect(emailOfRequest('Draft it in Instantly\nSubject: Hi {{firstName}}\nHello {{firstName}}, meet us.', '', null)).toEqual({ subject: 'Hi {{firstName}}', body: 'Hello {{firstName}}, meet us.' });
    expect(emailOfRequest('Draft it in Instantly', 'Here is a launch email.\n\n**Subject line options**\n1. Meet Zephyr\n2. Other', 'Hi there,\n\nBody.')).toEqual({ subject: 'Meet Zephyr', body: 'Hi there,\n\nBody.' });
    expect(emailOfRequest('Draft it in Instantly', 'No email here', null)).toBeNull();
  });
});
