import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../adapters/server/mail/smtp-mailer.ts';

/** A real SMTP conversation with a server on loopback (no network). */
let server: SMTPServer;
let port = 0;
const received: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c) => (data += String(c)));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mailer', () => {
  it('sends the message with its subject, link and sender', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Workspace <no-reply@acme.io>');
    await mailer.send({ to: 'new@member.io', subject: 'You are invited', text: 'Accept: http://app/register?invite=abc', link: 'http://app/register?invite=abc' });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@acme.io', to: ['new@member.io'] });
    expect(received[0]!.data).toContain('Subject: You are invited');
    expect(received[0]!.data).toContain('invite=abc');
  });
});
