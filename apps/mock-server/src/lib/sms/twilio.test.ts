// The Twilio adapter against a local stand-in for Twilio's Messages API: what it sends, and how each kind of failure
// comes back (a refusal that cannot change is not retried; an outage is).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../env.ts';
import { createSms } from './create-sms.ts';
import { OutboxSms, SmsError, toE164 } from './sms.ts';
import { TwilioSms } from './twilio.ts';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

const received: Received[] = [];
/** What the stand-in answers next: a status and body, or 'hang' to never answer. */
let answers: ({ status: number; body: object } | 'hang')[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(data),
      });
      const answer = answers.shift() ?? {
        status: 201,
        body: { sid: 'SM00000000000000000000000000000001', status: 'queued' },
      };
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  answers = [];
});

const twilio = (from = '+447700900999', timeoutMs?: number) =>
  new TwilioSms({ accountSid: SID, authToken: TOKEN, from, baseUrl, ...(timeoutMs ? { timeoutMs } : {}) });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (error: unknown) => error as SmsError,
  );

describe('Twilio adapter', () => {
  it("POSTs the text to the account's Messages resource, form-encoded, with Basic auth", async () => {
    await twilio().send({ to: '+447700900123', body: 'New order ORD-1: £24.50' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const [scheme, credentials] = String(request?.headers.authorization).split(' ');
    expect(scheme).toBe('Basic');
    expect(Buffer.from(credentials ?? '', 'base64').toString()).toBe(`${SID}:${TOKEN}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+447700900123',
      From: '+447700900999',
      Body: 'New order ORD-1: £24.50',
    });
  });

  it('sends from a Messaging Service when TWILIO_FROM is one', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await twilio(service).send({ to: '+447700900123', body: 'hi' });
    expect(received[0]?.form.get('MessagingServiceSid')).toBe(service);
    expect(received[0]?.form.has('From')).toBe(false);
  });

  it('a refused number is a permanent failure carrying Twilio’s code and message', async () => {
    answers = [
      {
        status: 400,
        body: { code: 21211, message: "The 'To' number +4412 is not a valid phone number.", status: 400 },
      },
    ];
    const error = await refusal(twilio().send({ to: '+4412', body: 'hi' }));
    expect(error).toBeInstanceOf(SmsError);
    expect(error.permanent).toBe(true);
    expect(error.message).toBe("Twilio answered 400 (error 21211): The 'To' number +4412 is not a valid phone number.");
  });

  it('wrong credentials are permanent too: trying again would be refused again', async () => {
    answers = [{ status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } }];
    expect((await refusal(twilio().send({ to: '+447700900123', body: 'hi' }))).permanent).toBe(true);
  });

  it('an outage, too many requests, no answer in time and no connection are tried again later', async () => {
    answers = [
      { status: 503, body: { message: 'Service Unavailable' } },
      { status: 429, body: { code: 20429, message: 'Too Many Requests' } },
    ];
    expect((await refusal(twilio().send({ to: '+447700900123', body: 'hi' }))).permanent).toBe(false);
    expect((await refusal(twilio().send({ to: '+447700900123', body: 'hi' }))).permanent).toBe(false);
    answers = ['hang'];
    const slow = await refusal(twilio('+447700900999', 200).send({ to: '+447700900123', body: 'hi' }));
    expect(slow.permanent).toBe(false);
    expect(slow.message).toMatch(/^Twilio did not answer/);
    const nowhere = new TwilioSms({
      accountSid: SID,
      authToken: TOKEN,
      from: '+447700900999',
      baseUrl: 'http://127.0.0.1:1',
    });
    expect((await refusal(nowhere.send({ to: '+447700900123', body: 'hi' }))).permanent).toBe(false);
  });
});

describe('SMS configuration', () => {
  const env = (extra: Record<string, string>) => loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ...extra });
  const twilioEnv = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: '+447700900999',
  };

  it('keeps texts in the outbox unless SMS_PROVIDER=twilio', () => {
    expect(env({}).twilio).toBeUndefined();
    expect(env({ SMS_PROVIDER: 'outbox' }).twilio).toBeUndefined();
    expect(createSms({ twilio: undefined, prisma: {} as never })).toBeInstanceOf(OutboxSms);
    const settings = env(twilioEnv).twilio;
    expect(settings).toEqual({ accountSid: SID, authToken: TOKEN, from: '+447700900999' });
    expect(createSms({ twilio: settings, prisma: {} as never })).toBeInstanceOf(TwilioSms);
  });

  it.each([
    [{ SMS_PROVIDER: 'nexmo' }, 'SMS_PROVIDER must be twilio or outbox, got "nexmo"'],
    [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM'],
    [{ ...twilioEnv, TWILIO_AUTH_TOKEN: '' }, 'SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN'],
    [
      { ...twilioEnv, TWILIO_ACCOUNT_SID: 'AC123' },
      'TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal characters',
    ],
    [{ ...twilioEnv, TWILIO_FROM: '07700 900999' }, 'TWILIO_FROM must be a number in E.164 form'],
    [{ NOTIFICATION_WORKER: 'sometimes' }, 'NOTIFICATION_WORKER must be on or off, got "sometimes"'],
  ])('refuses to start with %j, naming the setting', (extra, message) => {
    expect(() => env(extra)).toThrow(EnvError);
    expect(() => env(extra)).toThrow(message);
  });

  it('the notification worker runs by default, except under NODE_ENV=test', () => {
    expect(env({}).notificationWorker).toBe(false);
    expect(env({ NOTIFICATION_WORKER: 'on' }).notificationWorker).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(32) }).notificationWorker).toBe(true);
  });
});

describe('phone numbers for the provider', () => {
  it.each([
    ['+447700900123', '+447700900123'],
    ['07700 900123', '+447700900123'],
    ['(07700) 900-123', '+447700900123'],
    ['ask at the door', undefined],
    ['0044 7700 900123', '+447700900123'],
    ['', undefined],
    [null, undefined],
    ['12', undefined],
  ])('%j → %j', (raw, e164) => {
    expect(toE164(raw)).toBe(e164);
  });
});
