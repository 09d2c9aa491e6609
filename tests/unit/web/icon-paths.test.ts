import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Icons } from '@blueprintjs/icons';
import { IconNames } from '@blueprintjs/icons';
import '../../../web/icons/icon-loader.ts';
import { ICON_PATHS } from '../../../web/icons/icon-paths.ts';

/**
 * The web app ships only the icons it names (web/icons/icon-paths.ts). A name added to a screen, a
 * table or a view-model without its paths would draw an empty square: this fails first.
 */
const root = join(import.meta.dirname, '../../..');
const known = new Set<string>(Object.values(IconNames));
const constantToName = new Map(Object.entries(IconNames).map(([constant, name]) => [constant, name as string]));

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(entry) && !path.includes(`${join('web', 'icons')}`)) out.push(path);
  }
  return out;
}

/** Every quoted Blueprint icon name in a file that deals with icons, and every IconNames constant. */
function namedIcons(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sources(join(root, 'web')), ...sources(join(root, 'core/client')), ...sources(join(root, 'core/domain'))]) {
    const text = readFileSync(file, 'utf8');
    if (!/icon/i.test(text)) continue;
    for (const m of text.matchAll(/['"`]([a-z0-9-]+)['"`]/g)) if (known.has(m[1]!) && !found.has(m[1]!)) found.set(m[1]!, file);
    for (const m of text.matchAll(/IconNames\.([A-Z0-9_]+)/g)) {
      const name = constantToName.get(m[1]!);
      if (name && !found.has(name)) found.set(name, file);
    }
  }
  return found;
}

describe('the icons the web app ships', () => {
  it('has the paths of every icon named in web/ and core/', () => {
    const missing = [...namedIcons()].filter(([name]) => !ICON_PATHS[name]).map(([name, file]) => `${name} (${file.slice(root.length + 1)})`);
    expect(missing, 'add them to web/icons/icon-paths.ts').toEqual([]);
  });

  it('draws a used icon at both sizes with Blueprint paths, and an unknown one as nothing instead of failing', async () => {
    await Icons.load('cross', 16);
    await Icons.load('cross', 20);
    expect(Icons.getPaths('cross', 16)?.[0]).toMatch(/^m9\.41 8/);
    expect(Icons.getPaths('cross', 20)?.length).toBeGreaterThan(0);
    expect(Icons.getPaths('cross', 20)).not.toEqual(Icons.getPaths('cross', 16));
    await expect(Icons.load('airplane', 16)).resolves.toBeUndefined();
    expect(Icons.getPaths('airplane', 16) ?? []).toEqual([]);
  });
});
