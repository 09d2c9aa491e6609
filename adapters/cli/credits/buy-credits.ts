import { CliError, defineCommand, positional } from '../command.ts';
import { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import { formatCredits } from '../../../core/domain/billing/credits.ts';
import type { CreditPackOffer } from '../../../core/domain/billing/billing.ts';

const dollars = (price: number) => `$${price.toFixed(2)}`;
const packLine = (p: CreditPackOffer) => `${p.id}  ${p.credits.toLocaleString('en-US')} credits${p.bonus ? ` + ${p.bonus.toLocaleString('en-US')} bonus` : ''}  ${dollars(p.price)}`;

export const packsCommand = defineCommand({
  name: 'packs',
  summary: 'List the credit packs on sale (owners and admins buy them with `buy`)',
  usage: 'packs',
  options: {},
  requiresSession: true,
  uses: { creditsStore: CreditsStore },
  async run({ uses, out }) {
    const packs = await uses.creditsStore.fetchCreditPacks();
    if (out.json) return out.data(packs);
    for (const pack of packs) out.line(packLine(pack));
  },
});

export const buyCommand = defineCommand({
  name: 'buy',
  summary: 'Buy a credit pack for the organization (owners and admins; offline test mode settles at once)',
  usage: 'buy <packId>',
  positionals: ['packId'],
  help: 'Names a pack from `packs`; the server prices it. Prints the purchase transaction and the balance after it.',
  options: {},
  requiresSession: true,
  uses: { creditsStore: CreditsStore },
  async run({ uses, out, args }) {
    const id = positional(args, 0, 'packId', this.usage);
    const store = uses.creditsStore;
    const pack = (await store.fetchCreditPacks()).find((p) => p.id === id);
    if (!pack) throw new CliError(`No credit pack '${id}' is on sale; see \`packs\``, 2);
    const transactionId = await store.purchase({ credits: pack.credits, bonus: pack.bonus, price: pack.price });
    const remaining = store.standing?.remaining ?? null;
    if (out.json) return out.data({ transaction_id: transactionId, pack, credits_remaining: remaining });
    out.line(`Bought ${packLine(pack)} (transaction ${transactionId}).`);
    if (remaining !== null) out.line(`Remaining:  ${formatCredits(remaining)}`);
  },
});
