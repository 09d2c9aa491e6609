import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * A rewrite in the voice says a banned word of gym-talk or hype ('crush', 'killer') in a plain word that keeps the
 * sentence, instead of a '[plainer word]' blank. Through the function the server runs for an offline run, in the
 * picture framer's space with a voice that bans them.
 */
const VOICE = 'Tone: warm, crafted, plain\nAvoid: stunning, cheap, epic, crush, killer\nSign-off: With care, the Mitre & Glass team';

describe('R-PROD-02 plain words for hype', () => {
  it('"crush your framing plans" becomes "take on your framing plans", "killer" a plain adjective', () => {
    const answer = ask('brand-voice', "Rewrite this Instagram caption in our voice: 'Come crush your framing plans with our killer workshop deals!'", null, VOICE);
    expect(answer.field).toContain('take on your framing plans');
    expect(answer.field).not.toMatch(/\[plainer word\]|\bcrush|\bkiller/i);
  });
});
