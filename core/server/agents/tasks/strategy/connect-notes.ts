import type { FigureEvidence } from './figure-evidence.ts';
import { CHANNEL_KINDS } from './channel-lexicon.ts';

/**
 * What connecting each tool would add to advice that figures would change, one note per tool the advice needs:
 * Google Analytics 4 for what visitors do on the site by channel, Meta Ads for spend and cost per result by
 * campaign. Meta Ads only counts when Meta ads is one of the channels weighed (or none is known yet): connecting it
 * says nothing about a split between email and SEO. Google Ads is not among the connections, so a channel of that
 * kind is told where its figures come from instead.
 */
export function connectNotes(figures: FigureEvidence | null, channelKinds: readonly string[], fallback: string): string[] {
  if (!figures) return [fallback];
  const known = channelKinds.filter((k) => CHANNEL_KINDS.some((c) => c.name === k));
  const adsMatter = !known.length || known.includes('Meta ads');
  const notes = figures.gaps.filter((gap) => !/\bMeta Ads\b/.test(gap) || adsMatter);
  if (known.includes('Google Ads')) {
    const visits = figures.trafficTotals ? '; Google Analytics 4 shows its visits under Paid Search' : '';
    notes.push(
      figures.variant % 2 === 0
        ? `Google Ads is not among the connections, so its spend and cost per click come from your Google Ads account${visits}.`
        : `Take Google Ads' spend and cost per click from its own account: it is not among the connections${visits}.`,
    );
  }
  return notes;
}
