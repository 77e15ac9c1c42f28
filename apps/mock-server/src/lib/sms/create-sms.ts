import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Sql } from '../statement.ts';
import { OutboxSms, type SmsSender } from './sms.ts';
import { type TwilioConfig, TwilioSms } from './twilio.ts';

/** Twilio when configured (SMS_PROVIDER=twilio), otherwise the outbox. */
export function createSms(options: { twilio: TwilioConfig | undefined; prisma: PrismaClient; run?: Sql }): SmsSender {
  return options.twilio ? new TwilioSms(options.twilio) : new OutboxSms(options.prisma, options.run);
}
