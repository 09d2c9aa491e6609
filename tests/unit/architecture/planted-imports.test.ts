import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './source-lines.ts';

/**
 * Plants imports in a temporary tree that mirrors the repository's folders, cruises it with the repository's
 * .dependency-cruiser.cjs, and checks which rules refuse each import. Nothing is ever written to the real tree.
 */
/** Files every planted import can reach: one per part it might aim at. */
const TARGETS = [
  'core/domain/target.ts',
  'core/client/target.ts',
  'core/server/target.ts',
  'adapters/client/target.ts',
  'adapters/server/target.ts',
  'adapters/cli/target.ts',
  'web/target.ts',
  'features/target.ts',
];

/** The other half of the planted cycle (dependency-cruiser reports a cycle once, from where it first meets it). */
const CYCLE_PARTNER = ['core/domain/planted-cycle-b.ts', "export * from './planted-cycle-a.ts'; export const b = 1;"] as const;

interface Plant {
  /** Where the planted file goes, relative to the mirrored root. */
  file: string;
  /** Its one line of source. */
  source: string;
  /** Every rule that must refuse it; [] for an import that must pass. */
  refusedBy: string[];
}

const FORBIDDEN: Plant[] = [
  {
    file: 'core/domain/planted-client.ts',
    source: "export * from '../client/target.ts';",
    refusedBy: ['core-domain-imports-only-allowed'],
  },
  {
    file: 'core/domain/planted-server.ts',
    source: "export * from '../server/target.ts';",
    refusedBy: ['core-domain-imports-only-allowed'],
  },
  {
    file: 'core/domain/planted-zod.ts',
    source: "export { z } from 'zod';",
    refusedBy: ['core-domain-imports-only-allowed'],
  },
  {
    file: 'core/domain/planted-inversify.ts',
    source: "export { Container } from 'inversify';",
    refusedBy: ['core-domain-imports-only-allowed'],
  },
  {
    file: 'core/domain/planted-type-only.ts',
    source: "export type { ZodType } from 'zod';",
    refusedBy: ['core-domain-imports-only-allowed'],
  },
  {
    file: 'core/domain/planted-node-fs.ts',
    source: "export { readFileSync } from 'node:fs';",
    refusedBy: ['core-domain-imports-only-allowed', 'core-never-imports-node-builtins'],
  },
  {
    file: 'core/domain/planted-unresolvable.ts',
    source: "export * from 'no-such-package-anywhere';",
    refusedBy: ['core-domain-imports-only-allowed', 'not-to-unresolvable'],
  },
  {
    file: 'core/server/planted-adapter.ts',
    source: "export * from '../../adapters/server/target.ts';",
    refusedBy: ['core-server-imports-only-allowed'],
  },
  {
    file: 'core/server/planted-fastify.ts',
    source: "export { fastify } from 'fastify';",
    refusedBy: ['core-server-imports-only-allowed'],
  },
  {
    file: 'core/server/planted-fs.ts',
    source: "export { readFileSync } from 'fs';",
    refusedBy: ['core-server-imports-only-allowed', 'core-never-imports-node-builtins'],
  },
  {
    file: 'core/server/planted-dynamic-crypto.ts',
    source: "export const load = () => import('node:crypto');",
    refusedBy: ['core-server-imports-only-allowed', 'core-never-imports-node-builtins'],
  },
  {
    file: 'core/server/planted-client-core.ts',
    source: "export * from '../client/target.ts';",
    refusedBy: ['core-server-imports-only-allowed'],
  },
  {
    file: 'core/server/planted-web.ts',
    source: "export * from '../../web/target.ts';",
    refusedBy: ['core-server-imports-only-allowed', 'only-web-imports-web'],
  },
  {
    file: 'core/client/planted-adapter.ts',
    source: "export * from '../../adapters/client/target.ts';",
    refusedBy: ['core-client-imports-only-allowed'],
  },
  {
    file: 'core/client/planted-server-core.ts',
    source: "export * from '../server/target.ts';",
    refusedBy: ['core-client-imports-only-allowed'],
  },
  {
    file: 'core/client/planted-react.ts',
    source: "export { useState } from 'react';",
    refusedBy: ['core-client-imports-only-allowed', 'core-never-imports-ui-libraries'],
  },
  {
    file: 'core/client/planted-blueprint.ts',
    source: "export { Button } from '@blueprintjs/core';",
    refusedBy: ['core-client-imports-only-allowed', 'core-never-imports-ui-libraries'],
  },
  {
    // The client core's stores are observable (mobx), but binding them to React is web/'s.
    file: 'core/client/planted-mobx-react.ts',
    source: "export { observer } from 'mobx-react-lite';",
    refusedBy: ['core-client-imports-only-allowed', 'core-never-imports-ui-libraries'],
  },
  {
    file: 'core/server/planted-mobx.ts',
    source: "export { makeAutoObservable } from 'mobx';",
    refusedBy: ['core-server-imports-only-allowed'],
  },
  {
    file: 'adapters/client/planted-server.ts',
    source: "export * from '../server/target.ts';",
    refusedBy: ['adapters-client-imports-only-allowed', 'client-side-never-imports-server-side'],
  },
  {
    file: 'adapters/client/planted-node-fs.ts',
    source: "export { readFileSync } from 'node:fs';",
    refusedBy: ['adapters-client-imports-only-allowed'],
  },
  {
    file: 'adapters/cli/planted-server.ts',
    source: "export * from '../server/target.ts';",
    refusedBy: ['adapters-cli-imports-only-allowed', 'client-side-never-imports-server-side'],
  },
  {
    file: 'adapters/server/planted-web.ts',
    source: "export * from '../../web/target.ts';",
    refusedBy: ['adapters-server-imports-only-allowed', 'only-web-imports-web'],
  },
  {
    file: 'web/planted-server.ts',
    source: "export * from '../adapters/server/target.ts';",
    refusedBy: ['web-imports-only-allowed', 'client-side-never-imports-server-side'],
  },
  {
    file: 'features/planted-web.ts',
    source: "export * from '../web/target.ts';",
    refusedBy: ['features-imports-only-allowed', 'only-web-imports-web'],
  },
  {
    file: 'tests/planted-features.ts',
    source: "export * from '../features/target.ts';",
    refusedBy: ['tests-imports-only-allowed'],
  },
  {
    file: 'scripts/planted-cli.ts',
    source: "export * from '../adapters/cli/target.ts';",
    refusedBy: ['scripts-imports-only-allowed'],
  },
  {
    file: 'bench/planted-web.ts',
    source: "export * from '../web/target.ts';",
    refusedBy: ['bench-imports-only-allowed', 'only-web-imports-web'],
  },
  {
    file: 'eval/planted-core-server.ts',
    source: "export * from '../core/server/target.ts';",
    refusedBy: ['eval-imports-only-allowed'],
  },
  {
    file: 'core/domain/planted-cycle-a.ts',
    source: "export * from './planted-cycle-b.ts'; export const a = 1;",
    refusedBy: ['no-circular'],
  },
];

const ALLOWED: Plant[] = [
  { file: 'core/domain/allowed-own-part.ts', source: "export * from './target.ts';", refusedBy: [] },
  { file: 'core/server/allowed-domain.ts', source: "export * from '../domain/target.ts';", refusedBy: [] },
  { file: 'core/server/allowed-inversify.ts', source: "export { injectable } from 'inversify';", refusedBy: [] },
  { file: 'core/client/allowed-domain.ts', source: "export * from '../domain/target.ts';", refusedBy: [] },
  { file: 'core/client/allowed-inversify.ts', source: "export { inject } from 'inversify';", refusedBy: [] },
  {
    file: 'adapters/server/allowed.ts',
    source: "export * from '../../core/server/target.ts'; export { fastify } from 'fastify'; export * from 'node:fs';",
    refusedBy: [],
  },
  { file: 'adapters/client/allowed.ts', source: "export * from '../../core/client/target.ts'; export { default } from 'mitt';", refusedBy: [] },
  { file: 'adapters/cli/allowed.ts', source: "export * from '../client/target.ts'; export * from 'node:path';", refusedBy: [] },
  { file: 'web/allowed.ts', source: "export * from '../adapters/client/target.ts'; export { useState } from 'react';", refusedBy: [] },
  // The one exception to only-web-imports-web: tests test web's view-models.
  { file: 'tests/allowed-web.ts', source: "export * from '../web/target.ts';", refusedBy: [] },
];

let tree: string;
let violations: IViolation[];
let ruleNames: string[];

beforeAll(async () => {
  tree = mkdtempSync(join(tmpdir(), 'planted-imports-'));
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
  for (const target of TARGETS) plant(target, 'export const target = 1;');
  plant(...CYCLE_PARTNER);
  for (const { file, source } of [...FORBIDDEN, ...ALLOWED]) plant(file, source);

  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
  ruleNames = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name ?? '');
  const files = [...FORBIDDEN, ...ALLOWED].map((plant) => plant.file);
  // No tsConfig: the repository's has no path aliases, and it would point the cruise back at the real tree.
  const { tsConfig: _unused, ...cruiseOptions } = options;
  const result = await cruise(files, { ...cruiseOptions, baseDir: tree });
  violations = (result.output as ICruiseResult).summary.violations;
}, 60_000);

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

function plant(file: string, source: string) {
  mkdirSync(join(tree, dirname(file)), { recursive: true });
  writeFileSync(join(tree, file), `${source}\n`);
}

const refusals = (file: string) => [...new Set(violations.filter((v) => v.from === file).map((v) => v.rule.name))].sort();

describe('the hexagon refuses planted forbidden imports (.dependency-cruiser.cjs from architecture/parts.json)', () => {
  it.each(FORBIDDEN.map((plant) => [plant.file, plant.source, plant.refusedBy] as const))(
    '%s (%s) is refused by %j',
    (file, _source, refusedBy) => {
      expect(refusals(file)).toEqual([...refusedBy].sort());
      expect(violations.filter((v) => v.from === file).every((v) => v.rule.severity === 'error')).toBe(true);
    },
  );

  it.each(ALLOWED.map((plant) => [plant.file, plant.source] as const))('%s (%s) passes', (file) => {
    expect(refusals(file)).toEqual([]);
  });

  it('plants an import for every rule, so a new rule comes with its planted import', () => {
    const planted = new Set(FORBIDDEN.flatMap((plant) => plant.refusedBy));
    expect(ruleNames.filter((name) => !planted.has(name))).toEqual([]);
  });
});

describe('docs/ARCHITECTURE.md shows the parts table as architecture/parts.json has it', () => {
  interface Part {
    name: string;
    imports: string[];
    packages: 'any' | string[];
    builtins: boolean;
  }
  const { parts } = JSON.parse(readFileSync(join(root, 'architecture/parts.json'), 'utf8')) as { parts: Part[] };
  const page = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const code = (text: string) => `\`${text}\``;

  it.each(parts.map((part) => [part.name, part] as const))('the row of %s', (_name, part) => {
    const arrows = part.imports.map((name) => (name === part.name ? 'itself' : code(name))).join(', ');
    const packages = part.packages === 'any' ? 'any' : part.packages.map(code).join(', ') || 'none';
    expect(page).toContain(`| ${code(part.name)} | ${arrows} | ${packages} | ${part.builtins ? 'yes' : 'no'} |`);
  });
});
