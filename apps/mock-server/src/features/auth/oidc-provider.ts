import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { escapeHtml, page } from '../../lib/html.ts';

const CODE_TTL_MS = 60 * 1000;
export const OIDC_PATH = '/dev/oidc';

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  email: string;
  firstName: string;
  lastName: string;
  expiresAt: number;
}

/** The address this server is reachable at from itself, for discovery and token calls. */
export function loopbackIssuer(app: FastifyInstance): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.env.port;
  return `http://127.0.0.1:${port}${OIDC_PATH}`;
}

/**
 * A small OpenID Connect provider on loopback, standing in for Google when no Google credentials are configured.
 * It shows a consent page where the developer types the Google account to sign in as, then follows the real
 * code + PKCE flow, so openid-client runs exactly as it does against Google.
 */
export async function registerOidcProvider(app: FastifyInstance): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'dev-oidc', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const issuerOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${OIDC_PATH}`;

  app.get(`${OIDC_PATH}/.well-known/openid-configuration`, async (request) => {
    const issuer = issuerOf(request);
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    };
  });

  app.get(`${OIDC_PATH}/jwks`, async () => ({ keys: [jwk] }));

  app.get<{ Querystring: Record<string, string | undefined> }>(`${OIDC_PATH}/authorize`, async (request, reply) => {
    const q = request.query;
    if (!q.redirect_uri || !q.client_id || !q.code_challenge || q.code_challenge_method !== 'S256') {
      return reply
        .status(400)
        .type('text/html')
        .send(page('Sign-in error', '<p>Missing redirect_uri, client_id or an S256 code_challenge.</p>'));
    }
    const hidden = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`)
      .join('');
    const email = escapeHtml(q.login_hint ?? 'demo@kitchen.test');
    return reply.type('text/html').send(
      page(
        'Choose an account',
        `<p>Offline stand-in for Google sign-in. Type the Google account to continue as.</p>
<form method="post" action="${OIDC_PATH}/authorize">${hidden}
<label>E-mail<input name="email" type="email" required value="${email}"></label>
<label>First name<input name="given_name" value="Ada"></label>
<label>Last name<input name="family_name" value="Okafor"></label>
<button type="submit">Continue</button></form>`,
      ),
    );
  });

  app.post<{ Body: Record<string, string | undefined> }>(`${OIDC_PATH}/authorize`, async (request, reply) => {
    const b = request.body ?? {};
    if (
      !b.redirect_uri ||
      !b.client_id ||
      !b.code_challenge ||
      !b.email ||
      !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.email)
    ) {
      return reply.status(400).type('text/html').send(page('Sign-in error', '<p>An e-mail address is required.</p>'));
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      clientId: b.client_id,
      redirectUri: b.redirect_uri,
      codeChallenge: b.code_challenge,
      nonce: b.nonce || undefined,
      email: b.email.toLowerCase(),
      firstName: b.given_name ?? '',
      lastName: b.family_name ?? '',
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    const target = new URL(b.redirect_uri);
    target.searchParams.set('code', code);
    if (b.state) target.searchParams.set('state', b.state);
    return reply.redirect(target.href, 302);
  });

  app.post<{ Body: Record<string, string | undefined> }>(`${OIDC_PATH}/token`, async (request, reply) => {
    const b = request.body ?? {};
    const fail = (error: string, description: string) =>
      reply.status(400).send({ error, error_description: description });
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const clientId = basic
      ? decodeURIComponent(Buffer.from(basic, 'base64').toString().split(':')[0] ?? '')
      : b.client_id;
    const pending = b.code ? codes.get(b.code) : undefined;
    if (b.code) codes.delete(b.code);
    if (b.grant_type !== 'authorization_code') return fail('unsupported_grant_type', 'Only authorization_code');
    if (!pending || pending.expiresAt < Date.now()) return fail('invalid_grant', 'Unknown or expired code');
    if (pending.clientId !== clientId || pending.redirectUri !== b.redirect_uri)
      return fail('invalid_grant', 'Client or redirect_uri mismatch');
    const challenge = createHash('sha256')
      .update(b.code_verifier ?? '')
      .digest('base64url');
    if (challenge !== pending.codeChallenge) return fail('invalid_grant', 'PKCE verification failed');
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      email: pending.email,
      email_verified: true,
      given_name: pending.firstName,
      family_name: pending.lastName,
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'dev-oidc' })
      .setIssuer(issuerOf(request))
      .setAudience(pending.clientId)
      .setSubject(`dev-${createHash('sha256').update(pending.email).digest('hex').slice(0, 20)}`)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
    return {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    };
  });
}
