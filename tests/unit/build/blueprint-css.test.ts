import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { blueprintCssUsedOnly } from '../../../scripts/vite-blueprint-css.ts';

const STYLESHEET = fileURLToPath(new URL('../../../node_modules/@blueprintjs/core/lib/css/blueprint.css', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Blueprint's stylesheet as the build serves it for an app whose code is `files`. */
function stylesheetFor(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mw-bpcss-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const plugin = blueprintCssUsedOnly(dir) as { load: (id: string) => string | null };
  return plugin.load(STYLESHEET)!;
}

describe("Blueprint's stylesheet in the build", () => {
  it("keeps the rules of the components the app imports, with those they render, and drops the others' and the icon font's glyphs", () => {
    const css = stylesheetFor({ 'screen.tsx': "import { Button, Dialog } from '@blueprintjs/core';\n" });
    expect(css).toContain('.bp6-button');
    expect(css).toContain('.bp6-dialog-header');
    // Dialog renders in an overlay: Blueprint's own import brings its rules along.
    expect(css).toContain('.bp6-overlay');
    expect(css).toContain('.bp6-dark');
    expect(css).not.toContain('.bp6-tree-node-content');
    expect(css).not.toContain('.bp6-skeleton');
    expect(css).not.toContain('.bp6-icon-zoom-in::before');
  });

  it('keeps a component whose class the app writes itself (a className or Classes.X), and a glyph it names', () => {
    const css = stylesheetFor({
      'table.tsx': 'export const T = () => <table className="bp6-html-table" />;\n',
      'panel.tsx': "import { Classes } from '@blueprintjs/core';\nexport const c = Classes.SKELETON;\n",
      'tasks.tsx': 'export const I = () => <span className="bp6-icon bp6-icon-layers" />;\n',
    });
    expect(css).toContain('.bp6-html-table');
    expect(css).toContain('.bp6-skeleton');
    expect(css).toContain('.bp6-icon-layers::before');
    expect(css).not.toContain('.bp6-tree-node-content');
  });

  it('keeps the rules it keeps in the order and form Blueprint wrote them', () => {
    const css = stylesheetFor({ 'screen.tsx': "import { Button, Tag } from '@blueprintjs/core';\n" });
    const full = readFileSync(STYLESHEET, 'utf8');
    let from = 0;
    for (const rule of css.split('\n}\n').slice(0, 400)) {
      const at = full.indexOf(rule, from);
      expect(at, rule.slice(0, 80)).toBeGreaterThanOrEqual(from);
      from = at + rule.length;
    }
  });
});
