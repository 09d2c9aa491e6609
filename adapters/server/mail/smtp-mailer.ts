import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from '../../../core/server/ports/mailer.ts';
import type { OutgoingMail } from '../../../core/server/ports/records.ts';

/** Mail over SMTP (nodemailer), used when SMTP_URL is set, e.g. smtps://user:pass@smtp.example.com:465. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(url: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  close(): void {
    this.transport.close();
  }
}
