/** An in-process SMTP server for tests: keeps every message it accepts, parsed; can refuse the next ones. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ParsedMail[];
  /** Refuses the next `count` messages with a temporary failure (451). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      // Keep cid: references as sent (by default the parser inlines them as data: URIs).
      simpleParser(stream, { skipImageLinks: true }).then(
        (mail) => {
          if (refusals > 0) {
            refusals -= 1;
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
