import { randomBytes } from 'node:crypto';
import { type ApiSession, apiUrl, latestCode, latestMail } from './server.ts';

/** A 1×1 PNG: the smallest file the upload endpoint accepts as an image or a document. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(apiUrl(baseUrl, path), {
    method,
    headers: {
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return json;
}

/** Uploads a file through the API and returns its Media id. */
export async function uploadFile(baseUrl: string, token: string, purpose: string, name = 'document.png') {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), name);
  const body = await call<{ data: { id: string } }>(baseUrl, 'POST', '/vendor/uploads', token, form);
  return body.data.id;
}

/** Signs up a brand-new vendor with the e-mailed code (the same flow as /signup) and returns the session. */
export async function signUpVendor(baseUrl: string, email = `chef-${randomBytes(4).toString('hex')}@kitchen.test`) {
  const before = (await latestMail(baseUrl, email))?.createdAt ?? '';
  // Each chef signs up from a network of their own (the test server trusts loopback as its proxy): the journeys'
  // many sign-ups stay within the per-network limits on codes, as many chefs' would.
  const network = { 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` };
  await call(baseUrl, 'POST', '/vendor/auth/otp', null, { email }, network);
  const otp = await latestCode(baseUrl, email, before);
  const body = await call<{ data: ApiSession }>(
    baseUrl,
    'POST',
    '/vendor/auth/otp/verify',
    null,
    { email, otp },
    network,
  );
  return { email, session: body.data };
}

/**
 * A new kitchen of its own for a journey that changes data (so journeys running side by side never see each other's
 * changes): a new vendor with all four onboarding steps saved through the API. The session's user is refreshed so
 * completedOnboarding is true.
 */
export async function newKitchen(baseUrl: string, name = 'Test Kitchen'): Promise<ApiSession & { email: string }> {
  const { email, session } = await signUpVendor(baseUrl);
  const token = session.accessToken;
  await call(baseUrl, 'PUT', '/vendor/onboarding/personal', token, {
    firstName: 'Test',
    lastName: 'Chef',
    email,
    phone: '07700900123',
    dob: '1990-04-12',
  });
  await call(baseUrl, 'PUT', '/vendor/onboarding/business', token, {
    businessName: name,
    businessPhone: '02079460000',
    postcode: 'SW1A 1AA',
    businessAddress: '1 Test Street, London',
    registeredBusiness: false,
  });
  const identity = await uploadFile(baseUrl, token, 'document', 'passport.png');
  const hygiene = await uploadFile(baseUrl, token, 'document', 'hygiene.png');
  await call(baseUrl, 'PUT', '/vendor/onboarding/documents', token, {
    proofOfIdentificationId: identity,
    proofOfIdentityName: 'Passport',
    foodHygieneCertificateId: hygiene,
    foodHygieneCertificateName: 'Food hygiene level 2',
    foodHygieneCertificateCompleted: true,
  });
  const cuisines = await call<{ data: { id: string }[] }>(baseUrl, 'GET', '/vendor/cuisines', token);
  await call(baseUrl, 'PUT', '/vendor/onboarding/preferences', token, {
    cuisineCategoryIds: cuisines.data.slice(0, 1).map((cuisine) => cuisine.id),
    dietarySpecificationsIds: [],
  });
  const me = await call<{ data: ApiSession['user'] }>(baseUrl, 'GET', '/vendor/me', token);
  return { ...session, user: me.data, completedOnboarding: true, email };
}
