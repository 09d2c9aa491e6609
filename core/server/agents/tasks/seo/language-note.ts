import type { Brief } from '../../brief/brief.ts';

const NAMES: Record<string, string> = { fr: 'French', de: 'German', es: 'Spanish', it: 'Italian', nl: 'Dutch', pt: 'Portuguese', pl: 'Polish', sv: 'Swedish', da: 'Danish', no: 'Norwegian', fi: 'Finnish', ja: 'Japanese', zh: 'Chinese', ko: 'Korean', ar: 'Arabic', tr: 'Turkish', ru: 'Russian' };

/** The offline engine writes English only: a request for another language is told so, never answered in a pretend translation. */
export function languageNote(brief: Brief): string | null {
  if (!brief.language || brief.language === 'en') return null;
  const name = NAMES[brief.language] ?? `the language "${brief.language}"`;
  return `You asked for ${name}: the offline engine writes English only, so this is in English. Have it translated by a native speaker (search phrases especially: people search in their own words, not in translations).`;
}
