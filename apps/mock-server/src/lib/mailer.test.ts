import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, htmlEmail, SmtpMailer } from './mailer.ts';

/** A real SMTP sink on loopback: what a Mailpit container does in docker-compose. */
const received: { from: string; to: string[]; data: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mailer', () => {
  it('is chosen when SMTP_URL is set and delivers text and HTML bodies', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Home Kitchen <no-reply@kitchen.test>',
      prisma: {} as never,
    });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.send({
      to: 'chef@kitchen.test',
      subject: '123456 is your sign-in code',
      text: 'Your sign-in code is 123456.',
      html: htmlEmail('Your sign-in code', ['Hello'], '123456'),
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@kitchen.test');
    expect(received[0]?.to).toEqual(['chef@kitchen.test']);
    expect(received[0]?.data).toContain('Subject: 123456 is your sign-in code');
    expect(received[0]?.data).toContain('Content-Type: text/plain');
    expect(received[0]?.data).toContain('Content-Type: text/html');
  });

  it('escapes HTML in e-mail bodies', () => {
    expect(htmlEmail('<b>', ['<script>'])).not.toContain('<script>');
  });
});
