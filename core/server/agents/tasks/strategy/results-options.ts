import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput } from '../agent-task.ts';
import { kindNameOf, type ChannelOption } from './channel-verdict.ts';
import { documentLines } from './stated-results.ts';

/**
 * The channels to split money across, with what each cost and brought in the space's results table: a channel the
 * table shows spending money takes money whatever its kind (market pitch fees, marketplace fees), one it shows at
 * no cost runs on hours, and each carries its spend and its count of the result the goal is about, so the split
 * weighs cost per result as it does connected figures. A channel only the table names is added; without a table
 * (of two or more channels) the options are as they were.
 */
export function withResultsTable(input: TaskInput, options: readonly ChannelOption[]): { options: ChannelOption[]; source: FactSource | null } {
  const table = documentLines(input, 'any');
  if (!table) return { options: [...options], source: null };
  const out = [...options];
  const claimed = new Set<number>();
  for (const row of table.priced) {
    const kind = row.line.kind.name;
    // By name first; by kind only a channel no other row took, of the same cost ('Instagram organic' at £0 is not the 'Meta ads' it shares a kind with).
    const byName = out.findIndex((o) => o.name.toLowerCase() === row.line.name.toLowerCase());
    const at = byName >= 0 ? byName : out.findIndex((o, i) => !claimed.has(i) && kindNameOf(o) === kind && o.cost === row.line.kind.cost && !table.priced.some((r) => r !== row && r.line.name.toLowerCase() === o.name.toLowerCase()));
    if (at >= 0) claimed.add(at);
    const figures = { money: { spend: row.line.amount.value, conversions: row.count }, resultNoun: row.noun, cost: row.line.kind.cost };
    if (at >= 0) out[at] = { ...out[at]!, ...figures, name: row.line.name, kindName: kind };
    else {
      claimed.add(out.length);
      out.push({ name: row.line.name, kindName: kind, level: 'channel', traffic: null, best: false, named: false, ...figures });
    }
  }
  // A channel of the profile's list with no figures, of a kind a row of the table is ('Instagram' beside 'Instagram
  // organic'), is that row: the table says what it cost and brought.
  const tabledKinds = new Set(table.priced.map((r) => r.line.kind.name));
  const kept = out.filter((o, i) => claimed.has(i) || o.named || o.money || !tabledKinds.has(kindNameOf(o)));
  return { options: kept, source: table.source };
}
