import { defineCommand } from '../command.ts';

export const spacesCommand = defineCommand({
  name: 'spaces',
  summary: "List your organization's spaces; * marks the current one",
  usage: 'spaces',
  options: {},
  requiresSession: true,
  uses: {},
  async run({ spaces, out }) {
    const current = spaces.current;
    if (out.json) return out.data({ spaces: spaces.spaces, current_space_id: current?.id ?? null });
    if (spaces.spaces.length === 0) return out.line('No spaces available');
    const width = Math.max(...spaces.spaces.map((s) => s.name.length));
    for (const space of spaces.spaces) {
      const marker = space.id === current?.id ? '*' : ' ';
      const notes = [space.slug, space.is_default ? 'default' : null].filter(Boolean).join(', ');
      out.line(`${marker} ${space.name.padEnd(width)}  (${notes})`);
    }
  },
});
