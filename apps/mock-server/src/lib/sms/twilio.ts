import { SmsError, type SmsSender, type TextMessage } from './sms.ts';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A sending number (E.164) or a Messaging Service SID (MG...). */
  from: string;
  /** The API's origin; tests point it at a local stand-in. */
  baseUrl?: string;
  /** How long one request may take before it counts as failed (and is retried later). */
  timeoutMs?: number;
}

const TWILIO_API = 'https://api.twilio.com';

/** Twilio's Programmable Messaging REST API: one POST to the account's Messages resource per text. */
export class TwilioSms implements SmsSender {
  readonly kind = 'twilio';
  private readonly url: string;
  private readonly authorization: string;

  constructor(
    private readonly config: TwilioConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    const base = (config.baseUrl ?? TWILIO_API).replace(/\/$/, '');
    this.url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  }

  async send(message: TextMessage): Promise<void> {
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    form.set(this.config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', this.config.from);
    let response: Response;
    try {
      response = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsError(`Twilio did not answer: ${(error as Error).message}`, false);
    }
    if (response.ok) return;
    const detail = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    const reason = typeof detail?.message === 'string' ? detail.message : response.statusText;
    const code = typeof detail?.code === 'number' ? ` (error ${detail.code})` : '';
    // 429 and 5xx pass; any other refusal (a bad number, bad credentials) would be refused again.
    const permanent = response.status !== 429 && response.status < 500;
    throw new SmsError(`Twilio answered ${response.status}${code}: ${reason}`, permanent);
  }
}
