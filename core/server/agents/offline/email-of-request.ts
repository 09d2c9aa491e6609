/**
 * The email a request means ("from this email"): one pasted in the request with a `Subject:` line, else the one
 * the agent just wrote (its first subject line option and its body). Null when there is none.
 */
export function emailOfRequest(message: string, draft: string, field: string | null): { subject: string; body: string } | null {
  const pasted = /^\s*subject:\s*(.+)$/im.exec(message);
  if (pasted) {
    const body = message.slice(pasted.index + pasted[0].length).trim();
    if (body) return { subject: pasted[1]!.trim().slice(0, 200), body: body.slice(0, 20_000) };
  }
  const subject = /\*\*Subject line options\*\*\s*\n\s*1\.\s*(.+)/.exec(draft)?.[1]?.trim();
  const body = field?.trim() || /\*\*Body\*\*\s*\n\s*\n([\s\S]+?)\n\s*\n(?:\*\*Fill in|_Written from)/.exec(draft)?.[1]?.trim();
  return subject && body ? { subject: subject.slice(0, 200), body: body.slice(0, 20_000) } : null;
}
