/**
 * Adds a line at the end of a text's body: after its last paragraph of prose (on a line of its own after a list or a
 * heading), before the closing block `isClosing` recognises (a letter's sign-off).
 */
export function beforeSignOff(text: string, line: string, isClosing: (block: string) => boolean): string {
  const blocks = text.trimEnd().split(/\n\s*\n/);
  const at = blocks.length > 1 && isClosing(blocks.at(-1)!) ? blocks.length - 1 : blocks.length;
  const body = blocks.slice(0, at);
  if (body.length && !/^\s*(?:#|\||[-*+]\s|\d+[.)]\s)/.test(body.at(-1)!)) body[body.length - 1] = `${body.at(-1)!.trimEnd()} ${line}`;
  else body.push(line);
  return [...body, ...blocks.slice(at)].join('\n\n');
}
