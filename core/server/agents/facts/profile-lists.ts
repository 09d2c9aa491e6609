/**
 * A profile answer that lists things ('Acme (cheaper, US-only), Globex and Initech'; 'Email, Instagram / SEO')
 * as its names, each once: the part before a bracket, dash or colon of each item.
 */
export function listedNames(answer: string | undefined): string[] {
  if (!answer?.trim()) return [];
  const names: string[] = [];
  // ('a monthly email newsletter to 1,150 subscribers': a comma between digits is part of the number.)
  for (const part of answer.replace(/\([^)]*\)/g, '').split(/(?<!\d),|,(?!\d)|[;\n/]|\band\b|\s&\s|\+/i)) {
    let name = part.split(/\s+[–—-]\s+|:\s/)[0]!.replace(/^[\s*•-]+|[\s.]+$/g, '').trim();
    // 'a monthly email newsletter to about 420 contacts', 'leaflets on the trade counter at two merchants': the channel is the words before what is said of it.
    if (name.split(/\s+/).length > 6) name = /^(.+?)\s+(?:to|on|at|with|that|which|for|in|from|where|who|every)\s/i.exec(name)?.[1] ?? name;
    if (name && name.split(/\s+/).length <= 6 && !names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names;
}
