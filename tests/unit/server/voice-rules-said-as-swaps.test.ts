import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * A voice rule written as 'Never call people beginners; say first-timers or new customers' swaps the word in a
 * rewrite and names it in a check; a banned 'risk-free' goes with its '100%'. Through the function the server runs for
 * an offline run, in the picture framer's space with such a voice.
 */
const VOICE = 'Tone: warm, crafted, plain\nBanned words: stunning, epic.\nRules:\n- Never say framing is cheap or risk-free; say that every frame is cut by hand.\n- Never call people beginners; say first-timers or new customers.\nSign every email off with: With care, the Mitre & Glass team';

describe('R-PROD-02 a rule that says which word to use instead', () => {
  it('the rewrite says "first-timers" for "beginners", and "100% risk-free" goes whole', () => {
    const answer = ask('brand-voice', 'Rewrite this caption in our voice: "Our workshop is 100% risk-free for complete beginners."', null, VOICE);
    expect(answer.field).toContain('Our workshop is for complete first-timers.');
    expect(answer.field).not.toMatch(/100%|beginners/);
  });

  it('the check names "beginners"', () => {
    const answer = ask('brand-voice', "Is this on-brand? 'Our workshop is perfect for beginners.'", null, VOICE);
    expect(answer.draft).toContain('"beginners": a word your voice avoids');
  });

  it('a rule against promising weight loss is broken by "lose the Christmas weight"', () => {
    const voice = "Tone: warm\nRules:\n- Never promise weight loss, toning or any change to how someone's body looks.";
    const answer = ask('brand-voice', "Is this on-brand? 'A few visits a week will help you lose the Christmas weight.'", null, voice);
    expect(answer.draft).toContain('a claim your rules forbid ("Never promise weight loss")');
  });
});
