/**
 * The SMTP side of e-mail: nodemailer over `SMTP_URL` (e.g. smtp://user:pass@host:587, or
 * smtps:// for TLS from the first byte). Without `SMTP_URL` nothing is sent: messages wait in
 * the outbox, where the back-office shows them.
 */
import nodemailer from "nodemailer";
import type { EmailAttachment } from "./outbox.server";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[] | null;
  headers?: Record<string, string> | null;
  replyTo?: string | null;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpUrlFromEnv(): string | undefined {
  return process.env.SMTP_URL?.trim() || undefined;
}

/** A nodemailer SMTP transport; a failed delivery rejects with the server's answer. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A dead server must not hold the worker for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers ?? undefined,
        replyTo: message.replyTo ?? undefined,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, "base64"),
          cid: file.cid,
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * The From header: `MAIL_FROM` when set (the address the SMTP server accepts to send as), else
 * the foundation's name and contact e-mail from Paramètres › Général.
 */
export function senderAddress(site: { siteName: string; contactEmail: string }): string {
  const configured = process.env.MAIL_FROM?.trim();
  if (configured) return configured;
  return `"${site.siteName.replaceAll('"', "'")}" <${site.contactEmail}>`;
}
