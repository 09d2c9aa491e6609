import { describe, expect, it } from 'vitest';
import { previewKindOf, previewUrlOf } from '../../../core/domain/agents/artifact-preview.ts';
import { parseCsv } from '../../../core/domain/csv.ts';

const artifact = (mime_type: string, filename: string, extra: Partial<{ generation_status: string; download_url: string | null }> = {}) => ({
  mime_type, filename, generation_status: 'completed', download_url: '/api/v1/agents/artifacts/a1/download?expires=1&sig=x', ...extra,
});

describe('artifact previews', () => {
  it('HTML frames, images show, Markdown renders, CSV tables; anything else or unfinished only downloads', () => {
    expect(previewKindOf(artifact('text/html; charset=utf-8', 'email.html'))).toBe('html');
    expect(previewKindOf(artifact('image/svg+xml', 'card.svg'))).toBe('image');
    expect(previewKindOf(artifact('image/png', 'card.png'))).toBe('image');
    expect(previewKindOf(artifact('text/markdown', 'plan.md'))).toBe('markdown');
    expect(previewKindOf(artifact('text/csv', 'keywords.csv'))).toBe('csv');
    expect(previewKindOf(artifact('application/pdf', 'report.pdf'))).toBeNull();
    expect(previewKindOf(artifact('text/html', 'email.html', { generation_status: 'failed' }))).toBeNull();
    expect(previewKindOf(artifact('text/html', 'email.html', { download_url: null }))).toBeNull();
    expect(previewUrlOf('/api/v1/agents/artifacts/a1/download?expires=1&sig=x')).toBe('/api/v1/agents/artifacts/a1/download?expires=1&sig=x&inline=1');
  });

  it('CSV: quoted commas, doubled quotes, line breaks inside quotes, CRLF, and a row limit', () => {
    expect(parseCsv('keyword,volume\r\n"bread, sourdough",1200\n"the ""best"" loaf","a\nb"\n')).toEqual([
      ['keyword', 'volume'],
      ['bread, sourdough', '1200'],
      ['the "best" loaf', 'a\nb'],
    ]);
    expect(parseCsv('a\nb\nc\nd', 2)).toEqual([['a'], ['b']]);
    expect(parseCsv('')).toEqual([]);
  });
});
