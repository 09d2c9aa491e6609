import type { Platform } from '../brief/brief.ts';
import { formatOf } from '../brief/channel-formats.ts';

/** A channel as it reads before a piece's name: 'a Google search ad', 'a Meta ad', 'a print headline', 'an Instagram caption'. */
export function channelName(platform: Platform): string {
  if (platform === 'google-search') return 'Google';
  if (platform === 'meta-ads') return 'Meta';
  if (/^(print|radio|podcast)$/.test(platform)) return platform;
  return formatOf(platform).name;
}
