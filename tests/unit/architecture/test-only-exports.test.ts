import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { findTestOnlyExports } from '../../../scripts/test-only-exports.ts';

describe('the core exports only what the app runs', () => {
  it('no exported function, class or constant of core/ is used by tests alone (`npm run lint:exports` lists any)', () => {
    expect(findTestOnlyExports(resolve(import.meta.dirname, '../../..'))).toEqual([]);
  });
});
