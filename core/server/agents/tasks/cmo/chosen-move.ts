/**
 * What a call in the chat's previous answer chose, as a noun phrase a campaign can be named for, and the move it
 * turned down when it names one: '**Decision:** Run the referral card, not newspaper ads.' chose 'the referral card'
 * over 'newspaper ads'; 'Put the £800 into Instagram: …' chose 'Instagram'. Null when the answer holds no decision line.
 */
export function movesOf(deliverable: string): { chosen: string; turnedDown: string | null } | null {
  const line = /\*\*Decision:\*\*\s*(.+)/.exec(deliverable)?.[1];
  if (!line) return null;
  const move = line
    .replace(/\s*\(unchanged\)\.?$/, '')
    // The alternative turned down, and the reason after a colon or dash, are not what was chosen.
    .split(/,\s*(?:not|and not|rather than|instead of|before)\b|\s+(?:not|rather than|instead of)\s+|:\s|\s[—–-]\s/)[0]!
    .replace(/^(?:run|go with|choose|pick|fund|start|launch|back|keep|test|try|do|use|focus on|put (?:the |your )?(?:[£$€]\s?[\d,.]+[km]?|money|budget|spend)\s+(?:\w+\s+)?(?:into|on)|spend (?:the |your )?(?:[£$€]\s?[\d,.]+[km]?\s+)?(?:\w+\s+)?on|move (?:the |your )?(?:[£$€]\s?[\d,.]+[km]?\s+)?(?:\w+\s+)?(?:into|to))\s+/i, '')
    .replace(/[.!]+$/, '')
    .trim();
  if (!move || move.split(/\s+/).length > 10 || /^\[/.test(move)) return null;
  const turnedDown = /(?:,\s*|\s+)(?:not|rather than|instead of)\s+([^.:;,—–]{2,60})/i.exec(line)?.[1]?.trim() ?? null;
  return { chosen: /^(?:the|a|an|our|your)\s/i.test(move) ? move.replace(/^(?:a|an|your)\s/i, 'the ') : move, turnedDown };
}
