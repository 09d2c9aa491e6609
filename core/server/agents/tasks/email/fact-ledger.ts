import type { Fact, FactSheet, FactSource } from '../../facts/fact-sheet.ts';

interface Use {
  source: FactSource;
  /** What the copy says of the fact, to tell whether it survived the limits and the voice. */
  shown: string;
}

/**
 * What an email stands on: the sources of the facts it used (the answer's citation chips) and the facts it
 * needed but the space lacks, which the copy carries as marked blanks and the notes list to fill in.
 */
export class FactLedger {
  private readonly uses: Use[] = [];
  private readonly missing = new Map<string, string>();

  constructor(private readonly facts: FactSheet) {}

  /** A fact from the sheet, recorded as used; `shown` is the part of it the copy carries, when not the whole. */
  use(fact: Fact, shown: string = fact.text): string {
    this.uses.push({ source: fact.source, shown });
    return shown;
  }

  /** A profile answer (company, product, problems, ...) was used. */
  profile(text: string): string {
    this.uses.push({ source: this.facts.sources.find((s) => s.kind === 'profile') ?? { title: 'Space profile', kind: 'profile', id: null }, shown: text });
    return text;
  }

  /** A fact the copy needs and the space lacks: a marked blank, listed for the notes with where to add it. */
  blank(label: string, where = 'your profile or a document'): string {
    if (!this.missing.has(label)) this.missing.set(label, where);
    return `[${label}]`;
  }

  /** The sources of the facts the finished copy still carries, each once, in the order first used. */
  used(copy: string): FactSource[] {
    const text = copy.toLowerCase();
    const out: FactSource[] = [];
    for (const use of this.uses) {
      if (!carries(text, use.shown)) continue;
      if (!out.some((s) => s.kind === use.source.kind && s.title === use.source.title && s.id === use.source.id)) out.push(use.source);
    }
    return out;
  }

  /** The blanks still in the copy (a limit may have cut the sentence that held one). */
  blanksIn(copy: string): { label: string; where: string }[] {
    return [...this.missing].filter(([label]) => copy.includes(`[${label}]`)).map(([label, where]) => ({ label, where }));
  }
}

/** Whether the copy still says the fact: most of its longer words are there (the voice may have swapped one). */
function carries(copy: string, shown: string): boolean {
  const words = shown.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}%$£€.'-]*/gu)?.filter((w) => w.length > 3 || /\d/.test(w)) ?? [];
  if (!words.length) return copy.includes(shown.toLowerCase());
  const found = words.filter((w) => copy.includes(w)).length;
  return found / words.length >= 0.6;
}
