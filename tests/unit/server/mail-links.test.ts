import { describe, expect, it } from 'vitest';
import { MailLinks } from '../../../core/server/auth/mail-links.ts';
import type { OutgoingMail } from '../../../core/server/ports/records.ts';

function mailLinks(appUrl = 'https://app.example.test') {
  const sent: OutgoingMail[] = [];
  const links = new MailLinks(
    { now: () => new Date('2026-01-01T00:00:00Z') },
    { create: () => 'tok en/1', hash: (token: string) => `hash(${token})` },
    { send: async (mail) => void sent.push(mail) },
    appUrl,
  );
  return { links, sent };
}

describe('single-use mail links', () => {
  it('issues a token with its hash and an expiry counted from the clock', () => {
    const { links } = mailLinks();
    expect(links.issue(3_600_000)).toEqual({
      token: 'tok en/1',
      tokenHash: 'hash(tok en/1)',
      issuedAt: new Date('2026-01-01T00:00:00Z'),
      expiresAt: new Date('2026-01-01T01:00:00Z'),
    });
  });

  it('mails an absolute link on the configured public URL with every query value encoded, in order', async () => {
    const { links, sent } = mailLinks();
    await links.send({ to: 'a+b@example.test', subject: 'Hello', path: '/register', query: { invite: 'tok en/1', email: 'a+b@example.test' }, text: (link) => `Go: ${link}` });
    const link = 'https://app.example.test/register?invite=tok%20en%2F1&email=a%2Bb%40example.test';
    expect(sent).toEqual([{ to: 'a+b@example.test', subject: 'Hello', text: `Go: ${link}`, link }]);
  });
});
