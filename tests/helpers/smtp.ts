/**
 * A real SMTP server on loopback that keeps every message it receives, parsed (mailparser), for
 * the e-mail workflow tests. `stop()` takes it down (to test a mail server that is down): it then
 * answers every connection "421" and hangs up, keeping its port — a port it released could be
 * taken by another test file's server before `start()` brings it back. `close()` ends it.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: ParsedMail;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or smtpTransport(). */
  readonly url: string;
  readonly messages: CapturedEmail[];
  /** Resolves once `count` messages were received (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedEmail[]>;
  /** The messages sent to `to`. */
  to(address: string): CapturedEmail[];
  /** The first message to `address` whose subject matches, once it has come (fails after `timeoutMs`). */
  mailTo(address: string, subject: RegExp, timeoutMs?: number): Promise<CapturedEmail>;
  clear(): void;
  /** The mail server is down: every connection is refused with a 421. */
  stop(): Promise<void>;
  /** It is back up. */
  start(): Promise<void>;
  /** Closes the server for good (afterAll). */
  close(): Promise<void>;
}

function addressText(value: ParsedMail["to"] | ParsedMail["from"]): string {
  if (!value) return "";
  const list = Array.isArray(value) ? value : [value];
  return list
    .flatMap((entry) => entry.value.map((address) => address.address ?? ""))
    .join(", ")
    .toLowerCase();
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedEmail[] = [];
  const to = (address: string) =>
    messages.filter((message) => message.to.includes(address.toLowerCase()));
  let port = 0;
  let server: SMTPServer | undefined;
  let down = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onConnect(_session, callback) {
          if (!down) return callback();
          const refusal = Object.assign(new Error("Service indisponible"), { responseCode: 421 });
          callback(refusal);
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              messages.push({
                to: addressText(mail.to),
                from: addressText(mail.from),
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                html: typeof mail.html === "string" ? mail.html : "",
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename ?? "",
                  contentType: file.contentType,
                  content: file.content,
                })),
                raw: mail,
              });
              callback();
            })
            .catch(callback);
        },
      });
      smtp.on("error", () => {});
      smtp.server.once("error", reject);
      smtp.listen(port, "127.0.0.1", () => {
        port = (smtp.server.address() as AddressInfo).port;
        server = smtp;
        resolve();
      });
    });

  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `${messages.length} courriel(s) reçu(s) sur ${count} attendu(s) : ${messages.map((m) => m.subject).join(" | ")}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages.slice(0, count);
    },
    to,
    async mailTo(address, subject, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = to(address).find((mail) => subject.test(mail.subject));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`Aucun courriel « ${subject.source} » reçu par ${address}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    clear() {
      messages.length = 0;
    },
    async stop() {
      down = true;
    },
    async start() {
      down = false;
    },
    async close() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}
