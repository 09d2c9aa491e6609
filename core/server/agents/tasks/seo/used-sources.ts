import type { Fact, FactSheet, FactSource } from '../../facts/fact-sheet.ts';

/** The sources a deliverable stood on, each once, in the order first used (the answer's citation chips). */
export class UsedSources {
  private readonly sources: FactSource[] = [];

  constructor(private readonly facts: FactSheet) {}

  add(source: FactSource): void {
    if (!this.sources.some((s) => s.kind === source.kind && s.title === source.title && s.id === source.id)) this.sources.push(source);
  }

  fact(fact: Fact | null | undefined): void {
    if (fact) this.add(fact.source);
  }

  /** A profile answer was used (company, product, audience, ...). */
  profile(): void {
    this.add(this.facts.sources.find((s) => s.kind === 'profile') ?? { title: 'Space profile', kind: 'profile', id: null });
  }

  list(): FactSource[] {
    return [...this.sources];
  }
}
