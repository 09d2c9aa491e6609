/** 'HR managers instead, pitching Team Spark' is 'HR managers', selling 'Team Spark'. */
export function reaimed(detail: string): { main: string; pitched: string | null } {
  const pitched = /\b(?:pitching|promoting|selling|featuring|offering|about)\s+(.+?)\s*(?:instead)?[.!]?$/i.exec(detail)?.[1]?.trim() ?? null;
  const main = detail.replace(/,?\s*(?:and\s+)?(?:pitching|promoting|selling|featuring|offering)\b.*$/i, '').replace(/\s+instead\b.*$/i, '').replace(/[,.!]+$/, '').trim();
  return { main: main || detail, pitched: pitched && pitched !== main ? pitched : null };
}
