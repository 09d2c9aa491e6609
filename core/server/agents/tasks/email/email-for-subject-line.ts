import type { PreviousAnswer } from '../agent-task.ts';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/**
 * 'Now write the email itself for the best one' after subject lines: the email the subject lines were for, asked
 * as its own request, and the line it goes out with (the one named by number, else the first). Null when the
 * previous answer was no set of subject lines or the follow-up asks for something else.
 */
export function emailForSubjectLine(message: string, previous: PreviousAnswer): { request: string; subject: string; named: boolean } | null {
  if (previous.brief?.task !== 'email.subject-lines') return null;
  if (!/\b(?:write|draft|do|now|give me)\b[^.?!]*\b(?:the\s+|an?\s+)?(?:email|newsletter|e-?mail)\b/i.test(message) || /\bsubject lines?\b/i.test(message)) return null;
  const lines = [...previous.deliverable.matchAll(/^\d+\.\s+(.+?)(?:\s+_\([^)]*\)_)?\s*$/gm)].map((m) => m[1]!.trim());
  if (!lines.length) return null;
  const byNumber = /\b(?:number|no\.?|option|line|#)\s*(\d)\b/i.exec(message)?.[1];
  const byOrdinal = /\b(first|second|third|fourth|fifth|sixth|last)\b/i.exec(message)?.[1]?.toLowerCase();
  const index = byNumber ? Number(byNumber) - 1 : byOrdinal ? (byOrdinal === 'last' ? lines.length - 1 : ORDINALS.indexOf(byOrdinal)) : 0;
  const subject = lines[Math.min(Math.max(index, 0), lines.length - 1)]!;
  // 'Give me 6 subject lines for the spring email to …, pushing the code. Max 45 characters each.' asks, said as the
  // email: 'Write the spring email to …, pushing the code.'
  const request = previous.request
    .replace(/^\s*(?:(?:can you|could you|please)\s+)?(?:give me|write|suggest|come up with|i need|we need)?\s*(?:me\s+)?(?:\d+|a few|some|two|three|four|five|six|seven|eight|ten)?\s*(?:short\s+|catchy\s+)?subject[- ]lines?(?:\s+options)?\s+(?:for|about|on)\s+/i, 'Write ')
    .replace(/\s*(?:max(?:imum)?|under|up to|no more than|at most)\s+\d+\s+(?:characters?|chars?)(?:\s+each)?\.?/gi, '')
    .trim();
  if (!/^Write\s/.test(request)) return null;
  return { request, subject, named: Boolean(byNumber || byOrdinal) };
}
