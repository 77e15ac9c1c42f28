import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hmac, randomDigits, sameHash } from '../../lib/crypto.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { htmlEmail, type Mailer } from '../../lib/mailer.ts';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS = 5;
export const OTP_SEND_WINDOW_MS = 15 * 60 * 1000;

/** One-time sign-in codes: hashed at rest, single use, short lived, with attempt and send limits. */
export class OtpService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly mailer: Mailer,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  private hash(email: string, code: string): string {
    return hmac(this.secret, `otp:${email}:${code}`);
  }

  /** Sends a fresh code; earlier unused codes for the address stop working. */
  async send(email: string): Promise<{ expiresInSeconds: number }> {
    const now = this.clock.now();
    const recent = await this.prisma.otpCode.count({
      where: { email, createdAt: { gt: new Date(now.getTime() - OTP_SEND_WINDOW_MS) } },
    });
    if (recent >= OTP_MAX_SENDS) {
      throw tooManyRequests('Too many codes requested for this e-mail. Please wait 15 minutes and try again.');
    }
    const code = randomDigits(OTP_LENGTH);
    await this.prisma.$transaction([
      this.prisma.otpCode.updateMany({ where: { email, consumedAt: null }, data: { consumedAt: now } }),
      this.prisma.otpCode.create({
        data: {
          email,
          codeHash: this.hash(email, code),
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
          createdAt: now,
        },
      }),
    ]);
    await this.mailer.send({
      to: email,
      subject: `${code} is your sign-in code`,
      text: [
        `Your sign-in code is ${code}.`,
        'It works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.',
      ].join('\n\n'),
      html: htmlEmail(
        'Your sign-in code',
        ['It works once and expires in 10 minutes.', 'If you did not ask for it, you can ignore this e-mail.'],
        code,
      ),
    });
    return { expiresInSeconds: OTP_TTL_MS / 1000 };
  }

  /**
   * Consumes the code if it matches. Each try first claims one of the code's attempts in a single conditional
   * update, and only a claimed try is compared: of any number of guesses at once, at most OTP_MAX_ATTEMPTS are
   * ever compared against the code.
   */
  async verify(email: string, code: string): Promise<void> {
    const now = this.clock.now();
    const otpField = (error: string) => [{ field: 'otp', error }];
    const locked = () => tooManyRequests('Too many wrong attempts for this code. Request a new code.');
    const current = await this.prisma.otpCode.findFirst({
      where: { email, consumedAt: null },
      orderBy: { createdAt: 'desc' },
    });
    if (!current || current.expiresAt <= now) {
      throw unauthorized(
        'This code has expired or was already used. Request a new code.',
        otpField('Code expired or already used'),
      );
    }
    const [claimed] = await this.prisma.$queryRaw<{ attempts: number }[]>`
      UPDATE otp_codes SET attempts = attempts + 1
      WHERE id = ${current.id} AND attempts < ${OTP_MAX_ATTEMPTS} AND consumed_at IS NULL
      RETURNING attempts`;
    if (!claimed) {
      const after = await this.prisma.otpCode.findUnique({ where: { id: current.id }, select: { consumedAt: true } });
      if (after?.consumedAt)
        throw unauthorized('This code was already used. Request a new code.', otpField('Code already used'));
      throw locked();
    }
    if (!sameHash(current.codeHash, this.hash(email, code))) {
      if (claimed.attempts >= OTP_MAX_ATTEMPTS) throw locked();
      throw unauthorized('The code is incorrect', otpField('Incorrect code'));
    }
    // Conditional consume: a code verified twice at the same instant still signs in only once.
    const consumed = await this.prisma.otpCode.updateMany({
      where: { id: current.id, consumedAt: null },
      data: { consumedAt: now },
    });
    if (consumed.count !== 1)
      throw unauthorized('This code was already used. Request a new code.', otpField('Code already used'));
  }
}
