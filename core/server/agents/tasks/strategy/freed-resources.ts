import type { FactSheet } from '../../facts/fact-sheet.ts';
import { quoted } from './advice-sources.ts';
import { costPerConversion, optionName, possessive, type Verdict } from './channel-verdict.ts';
import { formatMoney, formatNumber } from './money.ts';

/** Where the freed money or time goes: the channel to grow, else the profile's best channel, else a marked blank. */
export function destinationOf(verdict: Verdict, facts: FactSheet): { name: string; fromProfile: boolean } {
  if (verdict.grow && verdict.grow !== verdict.cut) return { name: optionName(verdict.grow), fromProfile: verdict.grow.best && !verdict.grow.money && !verdict.grow.traffic };
  if (facts.bestChannel) return { name: `the channel your profile says brings the best customers (${quoted(facts.bestChannel, 'best channel')})`, fromProfile: true };
  return { name: '[the channel that brings your best customers]', fromProfile: false };
}

/**
 * What the cut frees and where it goes, with the arithmetic when the figures give it: moved now, or (saving
 * first) held back and added in steps while the destination's cost per conversion holds.
 */
export function freedLines(verdict: Verdict, destination: string, mode: 'move' | 'hold' = 'move'): string[] {
  const cut = verdict.cut;
  if (!cut) return [];
  const lines: string[] = [];
  if (verdict.freed !== null) {
    const freed = formatMoney(verdict.freed, verdict.currency, 2);
    const cpc = verdict.grow && verdict.grow !== cut ? costPerConversion(verdict.grow) : null;
    lines.push(
      mode === 'move' || cpc === null
        ? `Money: ${optionName(cut)} spent ${freed} in the figures' period; ${mode === 'move' ? 'move it to' : 'hold it back, then add it in steps to'} ${destination}.`
        : `Money: ${optionName(cut)} spent ${freed} in the figures' period; hold it back, and add it to ${destination} in steps while its cost per conversion stays near ${formatMoney(cpc, verdict.currency, 2)}.`,
    );
    if (cpc !== null) {
      lines.push(`At ${possessive(destination)} ${formatMoney(cpc, verdict.currency, 2)} per conversion, ${freed} ÷ ${formatMoney(cpc, verdict.currency, 2)} = ${formatNumber(verdict.freed / cpc, 1)} conversions at most: a ceiling, not a forecast, since the cost per conversion often rises as a campaign spends more.`);
    }
  } else if (cut.cost === 'money') {
    lines.push(`Money: whatever ${optionName(cut)} costs you [its monthly spend] moves to ${destination}.`);
  } else {
    lines.push(`Time: the hours that went into ${optionName(cut)} [hours a week] go to ${destination}.`);
  }
  return lines;
}
