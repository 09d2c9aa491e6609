import { defineCommand } from '../command.ts';
import { AssetsService } from '../../../core/client/assets/assets-service.ts';
import { formatMegabytes } from '../../../core/domain/knowledge/knowledge-base.ts';
import { shortDate, table } from '../cli-table.ts';

const AssetsCliText = {
  noAssets: 'No assets yet',
  noAssetsOfType: (type: string) => `No assets of type ${type}`,
};

export const assetsCommand = defineCommand({
  name: 'assets',
  summary: "List the artifacts the current space's agents produced, newest first",
  usage: 'assets [--type <type>]',
  options: { type: { type: 'string', short: 't', description: 'Only assets of this type (e.g. email, image)' } },
  requiresSession: true,
  uses: { assetsService: AssetsService },
  async run({ uses, out }, values) {
    const type = typeof values.type === 'string' ? values.type : undefined;
    const assets = await uses.assetsService.list(type);
    if (out.json) return out.data(assets);
    if (assets.length === 0) return out.line(type ? AssetsCliText.noAssetsOfType(type) : AssetsCliText.noAssets);
    const rows = assets.map((a) => [a.id, shortDate(a.created_at), a.artifact_type, a.generation_status, formatMegabytes(a.size_bytes), a.filename]);
    for (const line of table(rows)) out.line(line);
  },
});
