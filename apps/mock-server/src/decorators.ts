// What the Fastify instance and each request carry, declared in one place (types only). Features reach a service of
// another feature through these decorators, never by importing the other feature; app.ts registers the
// implementations: external plugins, then the app's services (each feature's services.ts), then the routes.
import type { components } from '@vendor/api-types';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import type { GoogleSignIn } from './features/auth/google.ts';
import type { EventHub } from './features/events/hub.ts';
import type { AuthCache } from './features/auth/session-cache.ts';
import type { OtpService } from './features/auth/otp.ts';
import type { TokenService } from './features/auth/tokens.ts';
import type { TeamChangeInput } from './features/notifications/account-activity.ts';
import type { DeliveryCounts, Senders } from './features/notifications/deliver.ts';
import type { PaymentsProvider } from './features/payouts/provider.ts';
import type { FileStorage } from './features/uploads/storage.ts';
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { PageCache } from './lib/page-cache.ts';
import type { SmsSender } from './lib/sms/sms.ts';

type UserWithMembership = Prisma.UserGetPayload<{
  include: { membership: { include: { role: { include: { permissions: true } }; business: true } } };
}>;

/** The signed-in user as loaded for a request: their membership with its role, permissions and business. */
export type MemberUser = UserWithMembership & { membership: NonNullable<UserWithMembership['membership']> };

/** Who is calling a secured operation. */
export interface AuthContext {
  userId: string;
  businessId: string;
  familyId: string;
  roleId: string;
  roleSlug: string;
  /** Empty while the caller's role is inactive. */
  permissions: ReadonlySet<string>;
  email: string;
  name: string;
  user: MemberUser;
}

/** A started session, as sign-in answers it. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  completedOnboarding: boolean;
  user: components['schemas']['User'];
}

/** Sessions (from auth): who a bearer token belongs to, and new sessions for the flows that sign someone in. */
export interface Sessions {
  /** Checks an access token and loads its user; 401 when the token or the membership is not valid. */
  authenticate(accessToken: string): Promise<AuthContext>;
  /** Starts a session for a user: a new refresh-token family and an access token bound to it. */
  start(userId: string, userAgent?: string, ip?: string): Promise<Session>;
}

/** How an invitation is accepted: by the link's token, with a password or with the invited Google account. */
export interface InvitationAcceptance {
  tokenHash: string;
  firstName: string | null;
  lastName: string | null;
  password?: string | undefined;
  /** Set when accepted through Google: the Google account must be the invited address. */
  google?: { email: string; subject: string } | undefined;
}

/** Invitations (from team), used by auth's Google flow. */
export interface Invitations {
  /** The invitation a link's token opens; 404 when there is none. Only the token's sha256 is stored. */
  find(token: string): Promise<{ id: string; email: string; tokenHash: string }>;
  /** Accepts a pending invitation: the user joins the business with the invited role. Returns the user's id. */
  accept(input: InvitationAcceptance): Promise<string>;
}

/** Team members (from team), used by roles to show who holds a role. */
export interface TeamMembers {
  withRole(businessId: string, roleId: string): Promise<components['schemas']['TeamMember'][]>;
}

/** The built-in roles (from roles), given to every new business. */
export interface BuiltInRoles {
  /** Creates the built-in roles of a new business; returns the Administrator role's id. */
  createFor(tx: Prisma.TransactionClient, businessId: string): Promise<string>;
}

/** Onboarding progress (from onboarding), which sign-in reports as completedOnboarding. */
export interface OnboardingProgress {
  isComplete(businessId: string): Promise<boolean>;
  /** The same, kept in the auth cache (a signed-in request and a storefront read cost no round trip for it). */
  isCompleteCached(businessId: string): Promise<boolean>;
}

/** The server's limits on attempts (plugins/rate-limit.ts), each counted per key in its own window. */
export type RateLimitName =
  | 'login:account'
  | 'login:address'
  | 'password:account'
  | 'otp-send:address'
  | 'otp-verify:address'
  | 'email-change:account'
  | 'waitlist:address'
  | 'application:address'
  | 'checkout:address';

/** Limits on attempts, shared by every server process on one database. */
export interface RateLimits {
  /** Counts an attempt for `key`; throws 429 with Retry-After once the key is over the limit in this window. */
  hit(request: import('fastify').FastifyRequest, limit: RateLimitName, key: string): Promise<void>;
  /** Takes back one counted attempt that turned out legitimate (a right password). */
  forgive(limit: RateLimitName, key: string): Promise<void>;
}

/** What the payments provider's webhook delivers (a Stripe event). */
export type PaymentsEventOf = ReturnType<PaymentsProvider['verifyWebhook']>;

/** The storefront's services (features/storefront) for the webhook and the order paths. */
export interface StorefrontServices {
  /** checkout.session.completed: the paid checkout becomes an order, once (or is refunded when its portions went). */
  confirmCheckout(event: PaymentsEventOf): Promise<unknown>;
  /** checkout.session.expired: the hold ends and its portions go back. */
  expireCheckout(event: PaymentsEventOf): Promise<void>;
}

export interface MonthStatistics {
  orders: number;
  revenuePence: number;
}

/** Order figures (from orders) for the dashboard and the payout insights. */
export interface OrderStatistics {
  /**
   * Orders and revenue per calendar month ("YYYY-MM", UTC) of the orders placed in [start, end), both the first
   * instant of a UTC month (the figures are kept per day and month).
   */
  monthly(businessId: string, start: Date, end: Date): Promise<Map<string, MonthStatistics>>;
  /** Distinct customers of the orders placed in [start, end), both the first instant of a UTC month. */
  customers(businessId: string, start: Date, end: Date): Promise<number>;
}

/** The kitchens' shares of storefront sales held until their payout accounts connect (features/payouts/held-share.ts). */
export interface HeldShares {
  /**
   * Transfers what the business has on hold when its payout account is connected (nothing otherwise), one transfer
   * per order, exactly once however many processes run it; answers how many orders' shares went and how many failed.
   */
  transfer(businessId: string): Promise<{ transferred: number; failed: number }>;
}

/** E-mails to the customer of a storefront order (features/storefront/emails.ts). */
export interface CustomerEmails {
  /**
   * Tells the customer the order's current status when it is one they hear about (accepted, out for delivery,
   * delivered, cancelled). Call after the change committed; a failure to send is logged, never thrown. `source`, when
   * the caller knows it, spares a read for the kitchen's own orders, whose customers hear nothing.
   */
  statusChanged(orderId: string, source?: string): Promise<void>;
}

/** Notifications to members (features/notifications), as their own switches allow. */
export interface MemberNotifications {
  /** Records a sign-in's device; one the user never signed in from (not their first) tells them. Never throws. */
  signedIn(signIn: { userId: string; userAgent: string; ip: string; deviceName: string }): Promise<void>;
  /** Writes the messages of a team change in the change's own transaction (the owner and the member hear of it). */
  teamChanged(tx: Prisma.TransactionClient, change: TeamChangeInput): Promise<void>;
  /** Sends every message due now (the background worker does this by itself; tests call it). */
  deliverDue(senders?: Partial<Senders>): Promise<DeliveryCounts>;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    prisma: PrismaClient;
    /** The server's notion of "now"; tests move it. */
    clock: Clock;
    mailer: Mailer;
    /** Text messages (Twilio with SMS_PROVIDER=twilio, else the database outbox). */
    sms: SmsSender;
    notifications: MemberNotifications;
    /** Where uploaded files live (local disk by default, S3-compatible when S3_BUCKET is set). */
    storage: FileStorage;
    /** Payout accounts (Stripe Connect with STRIPE_SECRET_KEY, else the offline stand-in). */
    payments: PaymentsProvider;
    /** Sends a kitchen the share of its sales held while its payout account was not connected. */
    heldShares: HeldShares;
    tokens: TokenService;
    otp: OtpService;
    google: GoogleSignIn;
    sessions: Sessions;
    /** Sessions and members as authentication last read them (auth), dropped on every change. */
    authCache: AuthCache;
    rateLimits: RateLimits;
    invitations: Invitations;
    teamMembers: TeamMembers;
    builtInRoles: BuiltInRoles;
    onboarding: OnboardingProgress;
    orderStatistics: OrderStatistics;
    /** E-mails to the customers of storefront orders. */
    customerEmails: CustomerEmails;
    /** The orders and meals pages as last answered, each kept while its business is unchanged. */
    pages: PageCache;
    storefront: StorefrontServices;
    /** The open live-update streams of this process (events). */
    events: EventHub;
  }
  interface FastifyRequest {
    /** Set on every secured operation before validation and the handler run. */
    auth: AuthContext;
    /** The request body exactly as received; kept only for the Stripe webhook, whose signature covers these bytes. */
    rawBody?: Buffer;
  }
}
