import { CliError, defineCommand } from '../command.ts';
import { BrandVoiceStore } from '../../../core/client/knowledge/brand-voice-store.ts';
import { KnowledgeCliText as T, readLocalFile } from './knowledge-shared.ts';
import { shortDate } from '../cli-table.ts';

export const brandVoiceCommand = defineCommand({
  name: 'brand-voice',
  summary: "Show the current space's brand voice, or set it from text or a file",
  usage: 'brand-voice [--set <text> | --file <path>]',
  options: {
    set: { type: 'string', description: 'Save this text as the brand voice' },
    file: { type: 'string', description: 'Save the contents of this UTF-8 text file as the brand voice' },
  },
  requiresSession: true,
  uses: { brandVoiceStore: BrandVoiceStore },
  async run({ uses, out }, values) {
    const store = uses.brandVoiceStore;
    const text = typeof values.set === 'string' ? values.set : undefined;
    const path = typeof values.file === 'string' ? values.file : undefined;
    if (text !== undefined && path !== undefined) throw new CliError(`${T.brandVoiceBothInputs}\nUsage: npm run cli -- ${this.usage}`, 2);
    const content = path !== undefined ? new TextDecoder().decode(await readLocalFile(path)) : text;
    if (content !== undefined && content.trim().length === 0) throw new CliError(T.brandVoiceEmptyInput, 2);
    const voice = content !== undefined ? await store.save(content) : await store.fetch();
    if (out.json) return out.data(voice);
    if (content !== undefined) out.line(T.brandVoiceSaved);
    if (voice.content === null) return out.line(T.noBrandVoice);
    out.line(`Updated:  ${shortDate(voice.updated_at)}`);
    out.line(`By:       ${voice.created_by ?? '-'}`);
    out.line();
    out.line(voice.content);
  },
});
