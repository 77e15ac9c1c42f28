import * as oidc from 'openid-client';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notConfigured, unauthorized } from '../../lib/errors.ts';

const STATE_TTL_MS = 10 * 60 * 1000;
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string | undefined;
  lastName: string | undefined;
  /** For purpose invite: sha256 of the invitation token given when the sign-in started. */
  inviteTokenHash?: string | undefined;
}

/**
 * Google sign-in with openid-client: authorisation code flow with state, nonce and PKCE. Offline (no Google
 * credentials) the same code runs against our loopback OpenID provider under /dev/oidc.
 */
export class GoogleSignIn {
  private configs = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: Clock,
    private readonly credentials: { clientId: string; clientSecret: string } | undefined,
    /** Without credentials, whether the loopback provider stands in (outside production) or the calls answer 503. */
    private readonly standIn: boolean,
  ) {}

  get offline(): boolean {
    return !this.credentials;
  }

  private ensureAvailable(): void {
    if (!this.credentials && !this.standIn) {
      throw notConfigured(
        'Google sign-in is not available: it is not configured on this server (GOOGLE_CLIENT_ID and ' +
          'GOOGLE_CLIENT_SECRET). Sign in with a code sent by e-mail instead.',
      );
    }
  }

  private config(issuer: string): Promise<oidc.Configuration> {
    let config = this.configs.get(issuer);
    if (!config) {
      const { clientId, clientSecret } = this.credentials ?? {
        clientId: 'home-kitchen-dev',
        clientSecret: 'home-kitchen-dev-secret',
      };
      const insecure = issuer.startsWith('http://');
      config = oidc.discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      config.catch(() => this.configs.delete(issuer));
      this.configs.set(issuer, config);
    }
    return config;
  }

  /** Begins a sign-in; returns the provider URL the browser should visit and the state that ties the callback to it. */
  async start(input: {
    purpose: string;
    redirectUri: string;
    issuer: string;
    inviteTokenHash?: string | undefined;
  }): Promise<{ url: string; state: string }> {
    this.ensureAvailable();
    const config = await this.config(input.issuer);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.prisma.oauthState.create({
      data: {
        state,
        codeVerifier,
        nonce,
        // An invitation being accepted with Google travels with the state: "invite:<sha256 of its token>".
        purpose: input.inviteTokenHash ? `${input.purpose}:${input.inviteTokenHash}` : input.purpose,
        redirectUri: input.redirectUri,
        expiresAt: new Date(this.clock.now().getTime() + STATE_TTL_MS),
      },
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: input.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    });
    return { url: url.href, state };
  }

  /** Exchanges the code (once per state) and returns the verified identity. */
  async complete(input: { code: string; state: string; purpose: string; issuer: string }): Promise<GoogleIdentity> {
    this.ensureAvailable();
    const row = await this.prisma.oauthState.findUnique({ where: { state: input.state } });
    if (!row || row.consumedAt || row.expiresAt <= this.clock.now()) {
      throw unauthorized('This Google sign-in has expired or was already used. Please start again.', [
        { field: 'state', error: 'Unknown or expired sign-in attempt' },
      ]);
    }
    const [purpose, inviteTokenHash] = row.purpose.split(':');
    if (purpose !== input.purpose)
      throw badRequest('purpose does not match the sign-in that was started', [
        { field: 'purpose', error: 'Does not match' },
      ]);
    const claimed = await this.prisma.oauthState.updateMany({
      where: { id: row.id, consumedAt: null },
      data: { consumedAt: this.clock.now() },
    });
    if (claimed.count !== 1) throw unauthorized('This Google sign-in was already used. Please start again.');

    const config = await this.config(input.issuer);
    const callback = new URL(row.redirectUri ?? '');
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    let tokens;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: row.codeVerifier,
        expectedState: input.state,
        expectedNonce: row.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw unauthorized(`Google did not accept the sign-in: ${(error as Error).message}`, [
        { field: 'code', error: 'Invalid or expired code' },
      ]);
    }
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== 'string' || claims.email_verified === false) {
      throw unauthorized('Google did not return a verified e-mail address');
    }
    return {
      subject: claims.sub,
      email: claims.email.toLowerCase(),
      firstName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
      inviteTokenHash,
    };
  }
}
