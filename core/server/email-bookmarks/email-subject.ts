/** The subject of an Email Agent answer: its first subject line option, a `Subject:` line, or its first line. */
export function emailSubject(text: string, fallback: string): string {
  const lines = text.split('\n').map((l) => l.trim());
  const options = lines.findIndex((l) => /^\**subject( line)?( options)?\**:?\**$/i.test(l));
  const option = options >= 0 ? lines.slice(options + 1).find((l) => /^\d+\.\s+\S/.test(l)) : undefined;
  const labelled = lines.find((l) => /^\**subject\**:\s*\S/i.test(l));
  const first = lines.find((l) => l && !/^</.test(l));
  const raw = option?.replace(/^\d+\.\s+/, '') ?? labelled?.replace(/^\**subject\**:\s*/i, '') ?? first ?? fallback;
  const clean = raw.replace(/\*\*|__|`/g, '').trim() || fallback;
  return clean.length > 200 ? `${clean.slice(0, 197)}...` : clean;
}
