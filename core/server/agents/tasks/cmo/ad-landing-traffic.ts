import { keyEventRate, type FigureEvidence } from '../strategy/figure-evidence.ts';
import { formatNumber } from '../strategy/money.ts';

/** Moves smaller than this are a month's noise, not a finding (as figure-findings reads them). */
const NOTABLE = 5;
/** A paid channel converting below this share of the site's rate sends visitors who do not act. */
const WEAK_SHARE = 0.8;

const pct = (now: number, before: number | null) => (before !== null && before > 0 ? ((now - before) / before) * 100 : null);

/**
 * What Google Analytics 4 says of the visits the ads bring, for a call on ad money: Meta's campaigns judged on
 * their own cost per conversion can hide visitors who land and leave, and a Google Ads channel GA4 sees has no
 * spend here. Each reason carries its numbers; each action follows from one of them.
 */
export function adLandingTraffic(figures: FigureEvidence): { why: string[]; actions: string[] } {
  const why: string[] = [];
  const actions: string[] = [];
  const totals = figures.trafficTotals;
  const siteRate = totals && totals.sessions > 0 ? (totals.keyEvents / totals.sessions) * 100 : null;
  const social = figures.traffic.find((t) => t.channel === 'Meta ads');
  if (social && social.sessions > 0) {
    const rate = keyEventRate(social)!;
    const moved = pct(social.sessions, social.previousSessions);
    why.push(`In Google Analytics 4, ${social.label} (where Meta's ads land) brought ${formatNumber(social.sessions)} sessions${moved !== null && Math.abs(moved) >= NOTABLE ? ` (${moved < 0 ? 'down' : 'up'} ${formatNumber(Math.abs(moved))} % on the period before)` : ''} and ${formatNumber(social.keyEvents)} key events: ${formatNumber(rate, 1)} per 100 sessions${siteRate === null ? '' : ` against ${formatNumber(siteRate, 1)} for the whole site`}.`);
    if (siteRate !== null && rate < siteRate * WEAK_SHARE) actions.push(`Before adding money to Meta, fix the page its ads send people to: ${social.label} visitors convert at ${formatNumber(rate, 1)} per 100 sessions against the site's ${formatNumber(siteRate, 1)}.`);
    const spend = figures.adTotals ? pct(figures.adTotals.spend, figures.adTotals.previousSpend) : null;
    if (moved !== null && spend !== null && moved <= -NOTABLE && spend >= NOTABLE) actions.push(`Check Meta's audiences and creative before adding budget: spend rose ${formatNumber(spend)} % while ${social.label} sessions fell ${formatNumber(Math.abs(moved))} %, so each visit costs more.`);
  }
  const search = figures.traffic.find((t) => t.channel === 'Google Ads');
  if (search && search.sessions > 0 && figures.campaigns.length) {
    why.push(`${search.label} brought ${formatNumber(search.sessions)} sessions and ${formatNumber(search.keyEvents)} key events (${formatNumber(keyEventRate(search)!, 1)} per 100 sessions); its spend is not connected here.`);
    actions.push(`Before moving money between Meta and search ads, take Google Ads' spend for the same dates and divide it by the ${formatNumber(search.keyEvents)} key events GA4 gives ${search.label}: that cost per key event is the one to set against Meta's cost per conversion.`);
  }
  return { why, actions };
}
