/** One email the fake server sent: what the person sees in their inbox (subject) and the link in it. */
export interface FakeMail {
  to: string;
  subject: string;
  link: string;
}

/** The fake server's mail outbox, as the real server's OutboxMailer keeps it (mail_outbox). */
export class FakeOutbox {
  private readonly sent: FakeMail[] = [];

  send(mail: FakeMail): void {
    this.sent.push(mail);
  }

  /** Mail to this address, newest first. */
  to(address: string): FakeMail[] {
    return this.sent.filter((m) => m.to === address.trim().toLowerCase()).reverse();
  }
}
