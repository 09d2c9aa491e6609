import type { FactSheet } from './fact-sheet.ts';
import type { ReferencedSource } from '../offline/request-material.ts';

/** Reads a space's fact sheet from its profile answers and documents (placeholder until the extractor lands). */
export function readFactSheet(profile: Record<string, string>, documents: readonly ReferencedSource[]): FactSheet {
  const value = (key: string) => profile[key]?.trim() || null;
  return {
    company: value('business_name'),
    product: value('offer_main'),
    description: value('business_description'),
    industry: value('industry'),
    website: value('website'),
    audience: value('audience_primary'),
    problems: value('audience_problems'),
    differentiator: value('offer_differentiator'),
    competitors: [],
    goal: value('goal_primary'),
    kpis: value('goal_kpis'),
    budget: value('budget'),
    channels: [],
    bestChannel: value('channels_best'),
    tone: value('tone_words'),
    avoid: value('tone_avoid'),
    prices: [],
    features: [],
    integrations: [],
    terms: [],
    proof: [],
    links: [],
    sources: [{ title: 'Space profile', kind: 'profile', id: null }, ...documents.map((d) => ({ title: d.title, kind: d.kind, id: d.id }))],
  };
}
