import { readFile } from 'node:fs/promises';
import { CliError, defineCommand } from '../command.ts';
import { OutreachStore } from '../../../core/client/outreach/outreach-store.ts';
import { emailOfAnswer, skippedReasons, type CampaignView } from '../../../core/domain/outreach/outreach.ts';

const MAX_BODY_BYTES = 20_000;

function describe(c: CampaignView): string {
  return `${c.id}  ${c.status.padEnd(9)}  ${c.name}  (${c.steps.length} step${c.steps.length === 1 ? '' : 's'})`;
}

/**
 * Outreach with Instantly (R-OPEN-38): list the space's campaigns, create a draft from a body file (nothing is
 * sent until it is launched in the app), or show a campaign's daily figures.
 */
export const campaignsCommand = defineCommand({
  name: 'campaigns',
  summary: "List the space's Instantly campaigns, create a draft, or show a campaign's analytics",
  usage: 'campaigns | campaigns draft --name <N> --subject <S> --body-file <F> [--list <leadListId>] | campaigns analytics <id> [--days 7|28|90]',
  help: [
    'campaigns: every campaign of the Instantly workspace connected to the current space, with its status.',
    'campaigns draft: creates a campaign in Instantly as a draft (owners and admins, or members where the',
    'organization allows it) with one email; variables such as {{firstName}} are kept. --list adds the leads of',
    'a saved lead list. Launching it is a separate, confirmed step in the app.',
    'campaigns analytics <id>: sent, opened, replied and bounced per day.',
  ].join('\n'),
  positionals: ['action?', 'id?'],
  options: {
    name: { type: 'string', description: "The campaign's name" },
    subject: { type: 'string', description: "The email's subject (default: the file's Subject: line)" },
    'body-file': { type: 'string', description: "A text file with the email's body" },
    list: { type: 'string', description: 'A saved lead list whose leads the campaign writes to' },
    days: { type: 'string', description: 'Analytics period: 7, 28 or 90 days (default 7)' },
  },
  requiresSession: true,
  uses: { outreachStore: OutreachStore },
  async run({ uses, out, args }, values) {
    const store = uses.outreachStore;
    const fail = (error: unknown): never => {
      throw new CliError(error instanceof Error ? error.message : String(error));
    };
    const action = args[0];
    if (!action) {
      const campaigns = await store.fetchCampaigns().catch(fail);
      if (out.json) return out.data(campaigns);
      if (campaigns.length === 0) return out.line('No campaigns yet.');
      for (const c of campaigns) out.line(describe(c));
      return;
    }
    if (action === 'draft') {
      const name = typeof values.name === 'string' ? values.name.trim() : '';
      if (!name) throw new CliError('Give the campaign a name: --name <N>', 2);
      const file = typeof values['body-file'] === 'string' ? values['body-file'] : '';
      if (!file) throw new CliError('Give the body: --body-file <F>', 2);
      const content = await readFile(file).catch(() => fail(new Error(`Cannot read ${file}`)));
      if (content.byteLength > MAX_BODY_BYTES) throw new CliError(`${file} is too large for an email (at most ${MAX_BODY_BYTES} bytes)`, 2);
      const email = emailOfAnswer(content.toString('utf8'));
      const subject = (typeof values.subject === 'string' ? values.subject.trim() : '') || email.subject;
      if (!subject) throw new CliError('Give the subject: --subject <S> (or a Subject: line in the file)', 2);
      const list = typeof values.list === 'string' && values.list ? values.list : undefined;
      const result = await store.createDraft({ name, steps: [{ subject, body: email.body, delay_days: 0 }], ...(list ? { lead_list_id: list } : {}) }).catch(fail);
      if (out.json) return out.data(result);
      out.line(`Draft created in Instantly: ${describe(result.campaign)}`);
      out.line(`Leads added: ${result.leads_added}, skipped: ${result.leads_skipped}${result.leads_skipped ? ` (${skippedReasons(result.skipped)})` : ''}. Nothing is sent until it is launched.`);
      return;
    }
    if (action === 'analytics') {
      const id = args[1];
      if (!id) throw new CliError('Give the campaign id: campaigns analytics <id>', 2);
      const days = typeof values.days === 'string' ? Number(values.days) : 7;
      if (![7, 28, 90].includes(days)) throw new CliError('Choose --days 7, 28 or 90', 2);
      const analytics = await store.fetchAnalytics(id, days).catch(fail);
      if (out.json) return out.data(analytics);
      out.line(`${analytics.range.since} to ${analytics.range.until}`);
      out.line('date        sent  opened  replied  bounced');
      // n/a: Instantly gives no bounces for that (one campaign's by day), which is not 0.
      const bounced = (n: number | null) => (n === null ? 'n/a' : String(n)).padStart(7);
      for (const d of analytics.daily) out.line(`${d.date}  ${String(d.sent).padStart(4)}  ${String(d.opened).padStart(6)}  ${String(d.replied).padStart(7)}  ${bounced(d.bounced)}`);
      const t = analytics.totals;
      out.line(`total       ${String(t.sent).padStart(4)}  ${String(t.opened).padStart(6)}  ${String(t.replied).padStart(7)}  ${bounced(t.bounced)}`);
      if (t.bounced !== null && analytics.daily.every((d) => d.bounced === null)) out.line("Instantly gives a campaign's bounces as a total only, not by day.");
      return;
    }
    throw new CliError(`Unknown campaigns action '${action}'. Try: campaigns, campaigns draft, campaigns analytics <id>`, 2);
  },
});
