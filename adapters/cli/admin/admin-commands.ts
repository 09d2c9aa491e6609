import { CliError, defineCommand } from '../command.ts';
import { PlatformAdminService } from '../../../core/client/admin/platform-admin-service.ts';

const ACTIONS = ['rotate-secrets-key'] as const;

/** Platform administration from the terminal; today the integration secrets' key rotation. */
export const adminCommand = defineCommand({
  name: 'admin',
  summary: 'Platform administration (system admins): rotate-secrets-key',
  usage: 'admin rotate-secrets-key',
  help: [
    'rotate-secrets-key  Re-encrypt every stored integration secret (OAuth refresh tokens, API keys) under the current key.',
    '                    With the key kept in DATA_DIR, a new key is made first. With SECRETS_KEY, set the new key and',
    '                    move the old one to SECRETS_KEY_PREVIOUS, restart, run this, then remove SECRETS_KEY_PREVIOUS.',
  ].join('\n'),
  positionals: ['action'],
  options: {},
  requiresSession: true,
  uses: { platformAdminService: PlatformAdminService },
  async run({ uses, out, args }) {
    const action = args[0];
    if (!ACTIONS.includes(action as (typeof ACTIONS)[number])) throw new CliError(`Unknown admin action '${action ?? ''}'. Try: ${ACTIONS.join(', ')}`, 2);
    const report = await uses.platformAdminService.rotateSecretsKey();
    if (out.json) return out.data(report);
    out.line(`Secrets now sealed with key ${report.key_id} (${report.key_source === 'env' ? 'SECRETS_KEY' : 'kept in the data folder'}).`);
    out.line(`Re-encrypted: ${report.resealed}`);
    if (report.unreadable > 0) out.line(`Could not be opened with any key: ${report.unreadable} (those connections must be connected again)`);
    if (report.retired_key_ids.length > 0) {
      out.line(report.key_source === 'env'
        ? `No secret uses ${report.retired_key_ids.join(', ')} any more: remove it from SECRETS_KEY_PREVIOUS.`
        : `Retired keys: ${report.retired_key_ids.join(', ')}`);
    }
  },
});
