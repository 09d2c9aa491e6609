import { describe, expect, it } from 'vitest';
import { refusedUses, sourceFiles } from './source-lines.ts';

/**
 * The client's state is declared one way: stores and view-models list what is observable, computed and an action
 * (`makeObservable`), so a reader sees in one place what a screen re-renders on. Inferred annotations with
 * hand-kept exclusion lists and hand-signalled atoms are refused.
 */
const REFUSED: [RegExp, string][] = [
  [/\bmakeAutoObservable\b/, 'makeAutoObservable (list the annotations with makeObservable)'],
  [/\bcreateAtom\b/, 'createAtom (make the state observable instead of signalling changes by hand)'],
];

describe('one MobX style across the client', () => {
  const files = [...sourceFiles('core'), ...sourceFiles('web'), ...sourceFiles('adapters/client')];
  it('declares every observable, computed value and action with makeObservable', () => {
    expect(refusedUses(files, REFUSED)).toEqual([]);
  });
});
