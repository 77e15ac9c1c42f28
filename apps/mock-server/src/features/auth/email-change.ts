import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { hmac, randomDigits, sameHash } from '../../lib/crypto.ts';
import { conflict, tooManyRequests, unprocessable } from '../../lib/errors.ts';
import { htmlEmail } from '../../lib/mailer.ts';
import { verifyPassword } from '../../lib/password.ts';
import { displayName } from '../../lib/person.ts';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './otp.ts';
import * as queries from './queries.ts';

/**
 * Changing the sign-in e-mail. An access token alone must not move it (whoever holds the address signs in to the
 * business by code), so the change waits for two proofs: the new address is the member's (a code sent to it), and
 * the member is the account's holder (their current password, or without one a code sent to the current address).
 */

const codeHash = (secret: string, purpose: string, userId: string, email: string, code: string) =>
  hmac(secret, `email-change:${purpose}:${userId}:${email}:${code}`);

const taken = () =>
  conflict('Another account already uses this e-mail address', [
    { field: 'email', error: 'Already in use by another account' },
  ]);

/** requestEmailChange: checks the holder's proof, then sends the codes; nothing changes yet. */
export async function requestEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { email: string; currentPassword?: string | undefined },
) {
  const { userId } = request.auth;
  const email = input.email.trim().toLowerCase();
  const user = await queries.findUserById(app.prisma, userId);
  if (email === user.email) {
    throw unprocessable('This is already your sign-in e-mail', [
      { field: 'email', error: 'Already your sign-in address' },
    ]);
  }
  await app.rateLimits.hit(request, 'email-change:account', userId);
  if (user.passwordHash) {
    if (!input.currentPassword) {
      throw unprocessable('Enter your current password', [{ field: 'currentPassword', error: 'Required' }]);
    }
    await app.rateLimits.hit(request, 'password:account', userId);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw unprocessable('Your current password is incorrect', [
        { field: 'currentPassword', error: 'Incorrect password' },
      ]);
    }
    await app.rateLimits.forgive('password:account', userId);
  }
  if (await queries.findUserByEmail(app.prisma, email)) throw taken();

  const now = app.clock.now();
  const code = randomDigits(OTP_LENGTH);
  const currentCode = user.passwordHash ? null : randomDigits(OTP_LENGTH);
  const secret = app.env.jwtSecret;
  await queries.startEmailChange(app.prisma, {
    userId,
    newEmail: email,
    codeHash: codeHash(secret, 'new', userId, email, code),
    currentCodeHash: currentCode ? codeHash(secret, 'current', userId, user.email, currentCode) : null,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    createdAt: now,
  });
  await app.mailer.send({
    to: email,
    subject: `${code} confirms your new sign-in e-mail`,
    text: [
      `Your code is ${code}.`,
      'Enter it to make this address the one you sign in to Home Kitchen with. It works once and expires in 10 ' +
        'minutes. If you did not ask for it, you can ignore this e-mail.',
    ].join('\n\n'),
    html: htmlEmail(
      'Confirm your new sign-in e-mail',
      [
        'Enter this code to make this address the one you sign in to Home Kitchen with.',
        'It works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.',
      ],
      code,
    ),
  });
  if (currentCode) {
    const warning =
      `Someone signed in to your account asked to change its sign-in e-mail to ${email}. ` +
      'If that was not you, do not share this code with anyone, and sign out your other sessions in Settings.';
    await app.mailer.send({
      to: user.email,
      subject: `${currentCode} confirms changing your sign-in e-mail`,
      text: [`Your code is ${currentCode}.`, warning, 'It works once and expires in 10 minutes.'].join('\n\n'),
      html: htmlEmail(
        'Confirm changing your sign-in e-mail',
        [warning, 'It works once and expires in 10 minutes.'],
        currentCode,
      ),
    });
  }
  return { email, expiresInSeconds: OTP_TTL_MS / 1000, currentEmailCode: currentCode !== null };
}

/**
 * confirmEmailChange: each try claims one of the change's attempts before its codes are compared (as sign-in codes
 * do); with the codes right the address moves, the old address is told and every other session ends.
 */
export async function confirmEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { code: string; currentEmailCode?: string | undefined },
): Promise<void> {
  const { auth } = request;
  const now = app.clock.now();
  const locked = () => tooManyRequests('Too many wrong codes for this change. Ask for new codes.');
  const pending = await queries.pendingEmailChange(app.prisma, auth.userId);
  if (!pending || pending.expiresAt <= now) {
    throw unprocessable('No e-mail change is waiting, or its code expired: ask for a new code', [
      { field: 'code', error: 'Code expired or already used' },
    ]);
  }
  if (pending.currentCodeHash && !input.currentEmailCode) {
    throw unprocessable('Enter the code sent to your current address too', [
      { field: 'currentEmailCode', error: 'Required' },
    ]);
  }
  const attempts = await queries.claimEmailChangeAttempt(app.prisma, pending.id, OTP_MAX_ATTEMPTS);
  if (attempts === null) throw locked();
  const user = await queries.findUserById(app.prisma, auth.userId);
  const secret = app.env.jwtSecret;
  const wrong = [];
  if (!sameHash(pending.codeHash, codeHash(secret, 'new', user.id, pending.newEmail, input.code)))
    wrong.push({ field: 'code', error: 'Incorrect code' });
  if (
    pending.currentCodeHash &&
    !sameHash(pending.currentCodeHash, codeHash(secret, 'current', user.id, user.email, input.currentEmailCode ?? ''))
  )
    wrong.push({ field: 'currentEmailCode', error: 'Incorrect code' });
  if (wrong.length) {
    if (attempts >= OTP_MAX_ATTEMPTS) throw locked();
    throw unprocessable('The code is incorrect', wrong);
  }

  const oldEmail = user.email;
  await app.prisma.$transaction(async (tx) => {
    if (!(await queries.consumeEmailChange(tx, pending.id, now))) {
      throw unprocessable('This code was already used. Ask for a new code.', [
        { field: 'code', error: 'Code already used' },
      ]);
    }
    if (await queries.findUserByEmail(tx, pending.newEmail)) throw taken();
    await queries.saveEmail(tx, user.id, pending.newEmail);
    await audit(tx, auth, {
      eventType: 'updated',
      itemType: 'profile',
      itemId: user.id,
      itemAffected: displayName(user),
      description: `Changed the sign-in e-mail from ${oldEmail} to ${pending.newEmail}.`,
    });
  });
  // Whoever else was signed in (with the old address's codes, or a stolen token) is signed out; this device stays.
  await app.tokens.revokeAllBut(user.id, auth.familyId);
  const notice = [
    `The e-mail you sign in to Home Kitchen with was changed from ${oldEmail} to ${pending.newEmail}, ` +
      `on ${now.toUTCString()}. Your other sessions were signed out.`,
    'If you did not make this change, contact us at once: reply to this e-mail.',
  ];
  await app.mailer.send({
    to: oldEmail,
    subject: 'Your sign-in e-mail was changed',
    text: notice.join('\n\n'),
    html: htmlEmail('Your sign-in e-mail was changed', notice),
  });
}
