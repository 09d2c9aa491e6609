/**
 * The offline engine's small template grammar: `{slot}` takes a fact, `{Slot}` the same fact with a capital
 * first letter. A fact the space has not given becomes a clearly marked blank (`[your offer]`) rather than an
 * invented claim; `{slot?text with {slot}}` keeps the text only when the fact is known.
 */
export type Slots = Record<string, string | undefined>;

const BLANKS: Record<string, string> = {
  company: 'your company',
  offer: 'your offer',
  audience: 'your audience',
  problems: 'the problem you solve',
  differentiator: 'what sets you apart',
  topic: 'your topic',
  website: 'your website',
  goal: 'your goal',
};

export function fill(template: string, slots: Slots): string {
  // Merge tags (`{{first_name}}`) belong to the email tool, not to the grammar: kept as they are.
  const tags: string[] = [];
  const protectedTemplate = template.replace(/\{\{[^{}]+\}\}/g, (tag) => `\u0000${tags.push(tag) - 1}\u0000`);
  // Optional sections first: `{slot?...}` (no nesting of optional sections).
  const withOptional = protectedTemplate.replace(/\{(\w+)\?((?:[^{}]|\{\w+\})*)\}/g, (_, name: string, body: string) => (known(slots, name) ? body : ''));
  return withOptional
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const key = name.charAt(0).toLowerCase() + name.slice(1);
      const value = known(slots, key) ? slots[key]! : `[${BLANKS[key] ?? key.replace(/([A-Z])/g, ' $1').toLowerCase()}]`;
      return name.charAt(0) === name.charAt(0).toUpperCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;
    })
    .replace(/ {2,}/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .replace(/\u0000(\d+)\u0000/g, (_, i: string) => tags[Number(i)]!);
}

function known(slots: Slots, name: string): boolean {
  return Boolean(slots[name]?.trim());
}

/** Whether a text still holds a marked blank, so the answer can say which facts to add. */
export function blanksIn(text: string): string[] {
  return [...new Set((text.match(/\[(your [^\]]+|the problem you solve|what sets you apart)\]/g) ?? []).map((b) => b.slice(1, -1)))];
}

/** A fact or phrase starting a sentence: its first letter upper-cased. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
