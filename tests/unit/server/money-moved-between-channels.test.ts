import { describe, expect, it } from 'vitest';
import { ask, given } from '../../support/picture-framer-space.ts';

/**
 * 'Move £200 from Instagram to the email newsletter and show the new split': the previous split with that sum moved,
 * its shares and its check worked out again, whether the split was a table or a list. Through the function the
 * server runs offline, on a previous answer written by hand, for a picture framer.
 */
const REQUEST = 'Split our £900 monthly budget across channels and give me the amounts.';

const TABLE = `**Decision:** Put the largest share, £540 a month, into Meta ads; the full split of £900 a month is below.

| Channel | Weight | Share | Amount a month | Why |
|---|---|---|---|---|
| Meta ads | 3 of 5 | 60 % | £540 (3 ÷ 5 × £900) | your profile names it as where the best customers come from |
| Print | 2 of 5 | 40 % | £360 (2 ÷ 5 × £900) | it puts the offer on paper in front of people |
| Email | none | 0 % | £0: time, not ad money | One send a fortnight to your list with the offer. |

Check: £540 + £360 = £900, the whole budget.`;

const LIST = `**Decision:** Back Meta ads with half the budget and keep Print as a smaller bet.

- **Meta ads: £450 (50 %).** It carries the plan, so check orders every week.
- **Print: £450 (50 %).** A smaller bet: keep it only if it comes close after a month.
- **Referrals and Email: £0: time, not ad money.** Keep those going on the hours they take today.

Check: £450 + £450 = £900, the whole budget.`;

describe('money moved between channels of a split', () => {
  it('in a table: both rows, their shares and the check are worked out again, the total kept', () => {
    const answer = ask('cmo', 'Move £200 from Instagram to the email newsletter and show the new split.', given('cmo', REQUEST, TABLE));
    expect(answer.field).toContain('| Meta ads | as you set it | 38 % | £340 (£540 − £200) |');
    expect(answer.field).toContain('| Email | as you set it | 22 % | £200 (moved from Meta ads) |');
    expect(answer.field).toContain('| Print | 2 of 5 | 40 % | £360 (2 ÷ 5 × £900) |');
    expect(answer.field).toContain('Check: £340 + £360 + £200 = £900, the whole budget.');
    expect(answer.field).toContain('**Decision:** Put the largest share, £360 a month, into Print; the full split of £900 a month is below.');
    expect(answer.draft).toMatch(/^Here is the split with £200 a month moved from Meta ads to Email: Meta ads now £340, Email £200; the total is still £900\./);
  });

  it('in a list: the channel that had only time gets its own line with the money', () => {
    const answer = ask('cmo', 'Can you move £150 from Instagram to email?', given('cmo', REQUEST, LIST));
    expect(answer.field).toContain('- **Meta ads: £300 (33 %).**');
    expect(answer.field).toContain('- **Email: £150 (17 %).** Moved from Meta ads, as you asked.');
    expect(answer.field).toContain('- **Referrals: £0: time, not ad money.**');
    expect(answer.field).toContain('Check: £300 + £450 + £150 = £900, the whole budget.');
  });

  it('more than the channel has is said, and nothing is moved', () => {
    const answer = ask('cmo', 'Move £600 from Instagram to email.', given('cmo', REQUEST, TABLE));
    expect(answer.draft).toMatch(/^Meta ads has £540 a month in this split, less than the £600 you asked to move/);
    expect(answer.field).toBe(TABLE);
  });
});
