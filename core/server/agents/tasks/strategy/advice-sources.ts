import type { FactSheet, FactSource } from '../../facts/fact-sheet.ts';
import type { FigureEvidence } from './figure-evidence.ts';
import type { ToolStep } from '../../tools/agent-context.ts';

/** The profile as a cited source (the fact sheet lists it first when the space has one). */
export function profileSource(facts: FactSheet): FactSource {
  return facts.sources.find((s) => s.kind === 'profile') ?? { title: 'Space profile', kind: 'profile', id: null };
}

/** Sources once each, in the order first used. */
export function uniqueSources(sources: readonly FactSource[]): FactSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = `${s.kind}\u0000${s.id ?? ''}\u0000${s.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The line under advice that used connected figures: which tool, which account, which dates. */
export function figuresLine(figures: FigureEvidence | null, used: boolean): string[] {
  if (!figures || !used || !figures.sources.length) return [];
  return ['', `*Figures from ${figures.sources.join('; ')}.*`];
}

/** The run's progress step for connected figures. */
export function figuresStep(figures: FigureEvidence | null, used: boolean): ToolStep[] {
  if (!figures) return [];
  return [{ tool: 'marketing_figures', summary: used ? `used ${figures.sources.length} connected ${figures.sources.length === 1 ? 'source' : 'sources'} of figures` : 'no connected figures to decide on' }];
}

/** The first of the profile's KPIs, quoted ('"trial sign-ups"'), or null. */
export function firstKpi(kpis: string | null): string | null {
  // ('New memberships per week (target 25, up from 18)': a comma inside a bracket does not end the measure.)
  const first = kpis?.split(/[,;](?![^(]*\))|\band\b(?![^(]*\))/)[0]?.trim();
  return first ? `"${first.replace(/[.\s]+$/, '')}"` : null;
}

/** A profile answer quoted as written, or a marked blank. */
export function quoted(value: string | null, blank: string): string {
  return value?.trim() ? `"${value.trim().replace(/[.\s]+$/, '')}"` : `[${blank}]`;
}
