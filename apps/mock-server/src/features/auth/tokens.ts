import { createHmac } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { unauthorized } from '../../lib/errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A session's absolute lifetime: rotation never carries a refresh token past 30 days after sign-in. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long after a refresh token was exchanged a second exchange of it (another tab refreshing at the same moment)
 * still gets the same successor instead of ending the session as a stolen token would.
 */
export const REFRESH_GRACE_MS = 10 * 1000;

export interface AccessClaims {
  userId: string;
  businessId: string;
  familyId: string;
}

/** How many verified access tokens a process remembers (the oldest is forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Issues signed access tokens and opaque, rotating refresh tokens whose reuse revokes the whole session family. */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Access tokens whose signature and claims were checked, with their claims and expiry: the same token presented
   * again skips the signature (an HMAC through WebCrypto, the most expensive step of an authenticated read) but not
   * the expiry. Only the identical string hits, so a changed token is always verified in full.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    private readonly prisma: PrismaClient,
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ bid: claims.businessId, fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    const currentDate = this.clock.now();
    const known = this.verified.get(token);
    if (known) {
      // As jose decides expiry: expired once the clock reaches `exp` (whole seconds).
      if (known.exp <= Math.floor(currentDate.getTime() / 1000)) throw unauthorized('Access token expired');
      return known.claims;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.bid !== 'string' || typeof payload.fam !== 'string') {
        throw unauthorized('Invalid access token');
      }
      // A token must not live longer than the configured lifetime, whatever its own claims say.
      const { exp = 0, iat = 0 } = payload;
      if (exp - iat > ACCESS_TOKEN_TTL_SECONDS) {
        throw unauthorized('Invalid access token');
      }
      const claims = { userId: payload.sub, businessId: payload.bid, familyId: payload.fam };
      const oldest = this.verified.keys().next();
      if (this.verified.size >= VERIFIED_TOKENS_KEPT && !oldest.done) this.verified.delete(oldest.value);
      this.verified.set(token, { claims, exp });
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired');
      if (error instanceof joseErrors.JOSEError) throw unauthorized('Invalid access token');
      throw error;
    }
  }

  /** Starts a new session (a refresh-token family) for a user and returns its first refresh token. */
  async issueRefresh(userId: string, userAgent = ''): Promise<{ token: string; familyId: string }> {
    const token = randomToken();
    const familyId = crypto.randomUUID();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
    await this.prisma.$transaction([
      this.prisma.userSession.create({
        data: { id: familyId, userId, userAgent: userAgent.slice(0, 500), createdAt: now, lastUsedAt: now, expiresAt },
      }),
      this.prisma.refreshToken.create({ data: { tokenHash: sha256(token), familyId, userId, expiresAt } }),
    ]);
    return { token, familyId };
  }

  /**
   * Exchanges a refresh token for a new one in the same family. A token that was already used (or revoked) signals
   * theft: the whole family is revoked, so both the thief and the victim must sign in again. The one exception is a
   * second exchange of the same token within REFRESH_GRACE_MS of the first (two tabs refreshing at once): it gets
   * the same successor, so neither tab is signed out.
   */
  async rotate(presented: string): Promise<{ token: string; userId: string; familyId: string }> {
    const now = this.clock.now();
    const row = await this.prisma.refreshToken.findUnique({ where: { tokenHash: sha256(presented) } });
    const field = [{ field: 'refreshToken', error: 'Invalid or expired refresh token' }];
    if (!row) throw unauthorized('Invalid refresh token', field);
    if (row.expiresAt <= now) throw unauthorized('Refresh token expired', field);
    const session = await this.prisma.userSession.findUnique({ where: { id: row.familyId } });
    if (!session || session.revokedAt) throw unauthorized('This session has been signed out', field);
    if (session.expiresAt <= now) throw unauthorized('Refresh token expired', field);
    const theft = async () => {
      await this.revokeFamily(row.familyId);
      return unauthorized('Refresh token was already used; the session has been ended for safety', field);
    };
    if (row.revokedAt) throw await theft();
    if (row.usedAt) {
      const again = await this.sameSuccessor(row.id, presented, now);
      if (again) return again;
      throw await theft();
    }

    const token = this.successorOf(presented);
    const rotated = await this.prisma.$transaction(async (tx) => {
      // Conditional update makes two concurrent rotations of one token impossible: only one sees count 1.
      const claimed = await tx.refreshToken.updateMany({
        where: { id: row.id, usedAt: null, revokedAt: null },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) return null;
      const next = await tx.refreshToken.create({
        data: {
          tokenHash: sha256(token),
          familyId: row.familyId,
          userId: row.userId,
          // Rotation renews the token, not the session: it still ends 30 days after sign-in.
          expiresAt: session.expiresAt,
        },
      });
      await tx.refreshToken.update({ where: { id: row.id }, data: { replacedById: next.id } });
      await tx.userSession.update({ where: { id: row.familyId }, data: { lastUsedAt: now } });
      return { token, userId: row.userId, familyId: row.familyId };
    });
    // The other exchange of this token at the same moment won: this one gets its successor.
    const result = rotated ?? (await this.sameSuccessor(row.id, presented, now));
    if (!result) throw unauthorized('Refresh token was already used', field);
    return result;
  }

  /**
   * A token's successor is derived from the token itself (keyed with the server's secret), so a second exchange can
   * hand out the same successor although only its hash is stored, and every process derives the same one.
   */
  private successorOf(presented: string): string {
    return createHmac('sha256', this.key).update(`refresh-successor:${presented}`).digest('base64url');
  }

  /** The successor a token was exchanged for, if that was under REFRESH_GRACE_MS ago and the successor is unused. */
  private async sameSuccessor(
    id: string,
    presented: string,
    now: Date,
  ): Promise<{ token: string; userId: string; familyId: string } | null> {
    const row = await this.prisma.refreshToken.findUnique({ where: { id } });
    if (!row?.usedAt || row.revokedAt || !row.replacedById) return null;
    if (now.getTime() - row.usedAt.getTime() > REFRESH_GRACE_MS) return null;
    const next = await this.prisma.refreshToken.findUnique({ where: { id: row.replacedById } });
    const token = this.successorOf(presented);
    if (!next || next.usedAt || next.revokedAt || next.tokenHash !== sha256(token)) return null;
    return { token, userId: row.userId, familyId: row.familyId };
  }

  async revokeFamily(familyId: string): Promise<void> {
    const now = this.clock.now();
    await this.prisma.$transaction([
      this.prisma.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: now } }),
      this.prisma.userSession.updateMany({ where: { id: familyId, revokedAt: null }, data: { revokedAt: now } }),
    ]);
  }

  /** Ends every session of a user but one (none when `keep` is undefined); returns how many ended. */
  async revokeAllBut(userId: string, keep: string | undefined): Promise<number> {
    const now = this.clock.now();
    const where = { userId, revokedAt: null, ...(keep ? { NOT: { id: keep } } : {}) };
    const [ended] = await this.prisma.$transaction([
      this.prisma.userSession.updateMany({ where, data: { revokedAt: now } }),
      this.prisma.refreshToken.updateMany({
        where: { userId, revokedAt: null, ...(keep ? { NOT: { familyId: keep } } : {}) },
        data: { revokedAt: now },
      }),
    ]);
    return ended.count;
  }

  /** Logout: revokes the family of the presented token (unknown tokens are ignored so logout never fails). */
  async revoke(presented: string): Promise<void> {
    const row = await this.prisma.refreshToken.findUnique({ where: { tokenHash: sha256(presented) } });
    if (row) await this.revokeFamily(row.familyId);
  }
}
