// What each notification says, by e-mail and by text. Texts stay short: one message of a few lines with the link.
import { type Email, htmlEmail } from '../../lib/mailer.ts';
import { formatPounds } from '../../lib/money.ts';
import type { NewOrder } from './queries.ts';

type Message = Omit<Email, 'to'>;

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const ukInstant = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

const kitchenOf = (order: NewOrder) => order.business.kitchenName ?? order.business.businessName ?? 'your kitchen';
const customerOf = (order: NewOrder) => `${order.customer.firstName} ${order.customer.lastName}`.trim();
const deliveryOf = (order: NewOrder) => order.deliveryDate ?? order.items[0]?.deliveryDate ?? null;

/** Where the order opens in the dashboard (the Orders screen with its panel open). */
export const orderLink = (origin: string, orderId: string) =>
  `${origin}/dashboard/orders?order=${encodeURIComponent(orderId)}`;

/** The new-order e-mail: reference, customer, delivery date, items, total and the link to the order. */
export function newOrderEmail(order: NewOrder, link: string): Message {
  const delivery = deliveryOf(order);
  const customer = customerOf(order);
  const where = [order.address.town, order.address.postcode].filter(Boolean).join(', ');
  const paragraphs = [
    `${customer} placed order ${order.reference} with ${kitchenOf(order)} on your storefront.`,
    `Delivery: ${delivery ? longDate.format(delivery) : 'date to be confirmed'}${where ? `, to ${where}` : ''}.`,
    ...order.items.map(
      (item) => `${item.quantity} × ${item.mealName} (${item.optionSize}): ${formatPounds(item.amountPence)}`,
    ),
    `Total: ${formatPounds(order.amountPence)}.`,
    ...(order.allergyNote ? [`Allergy note from the customer: ${order.allergyNote}`] : []),
    `Open the order: ${link}`,
  ];
  return {
    subject: `New order ${order.reference} from ${customer} (${formatPounds(order.amountPence)})`,
    text: paragraphs.join('\n\n'),
    html: htmlEmail(`New order ${order.reference}`, paragraphs),
  };
}

/** The new-order text: reference, customer, portions, total, delivery day and the link. */
export function newOrderText(order: NewOrder, link: string): string {
  const portions = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const delivery = deliveryOf(order);
  return (
    `New order ${order.reference} from ${customerOf(order)}: ${portions} ${portions === 1 ? 'portion' : 'portions'}, ` +
    `${formatPounds(order.amountPence)}${delivery ? `, for ${shortDate.format(delivery)}` : ''}. ${link}`
  );
}

/** What a sign-in from a device not seen before records (payload of its deliveries). */
export interface NewDevice {
  device: string;
  network: string;
  /** ISO instant of the sign-in. */
  at: string;
}

export function newDeviceEmail(email: string, d: NewDevice, securityLink: string): Message {
  const when = ukInstant.format(new Date(d.at));
  const paragraphs = [
    `Your Home Kitchen account ${email} was signed in to from a device we have not seen before: ${d.device}, ` +
      `from the network ${d.network}, on ${when}.`,
    'If this was you, there is nothing to do.',
    `If it was not, sign out the sessions you do not recognise and change your password: ${securityLink}`,
  ];
  return {
    subject: `New sign-in to your Home Kitchen account from ${d.device}`,
    text: paragraphs.join('\n\n'),
    html: htmlEmail('New sign-in to your account', paragraphs),
  };
}

export function newDeviceText(d: NewDevice, securityLink: string): string {
  return `Home Kitchen: new sign-in to your account from ${d.device} (${d.network}). Not you? ${securityLink}`;
}

/** A change to the team (payload of its deliveries): who did what to whom. */
export interface TeamChange {
  change: 'invited' | 'removed' | 'role_changed' | 'status_changed';
  kitchen: string;
  actor: string;
  /** The member or invited address the change is about. */
  subject: string;
  /** Whom this copy is for: the owner, or the member the change is about. */
  audience: 'owner' | 'member';
  role?: string;
  fromRole?: string;
  toRole?: string;
  fromStatus?: string;
  toStatus?: string;
}

function teamSentence(c: TeamChange): string {
  const you = c.audience === 'member';
  switch (c.change) {
    case 'invited':
      return `${c.actor} invited ${c.subject} to join ${c.kitchen} as ${c.role ?? 'a member'}.`;
    case 'removed':
      return you
        ? `${c.actor} removed you from the team of ${c.kitchen}.`
        : `${c.actor} removed ${c.subject} from the team of ${c.kitchen}.`;
    case 'role_changed':
      return you
        ? `${c.actor} changed your role at ${c.kitchen} from ${c.fromRole} to ${c.toRole}.`
        : `${c.actor} changed the role of ${c.subject} at ${c.kitchen} from ${c.fromRole} to ${c.toRole}.`;
    case 'status_changed':
      return you
        ? `${c.actor} changed your status at ${c.kitchen} from ${c.fromStatus} to ${c.toStatus}.`
        : `${c.actor} changed the status of ${c.subject} at ${c.kitchen} from ${c.fromStatus} to ${c.toStatus}.`;
  }
}

export function teamChangeEmail(c: TeamChange, teamLink: string): Message {
  const sentence = teamSentence(c);
  const paragraphs = [
    sentence,
    c.audience === 'owner'
      ? `You are told because you own ${c.kitchen}. The team: ${teamLink}`
      : 'If you did not expect this, ask the owner of the business.',
  ];
  const title =
    c.audience === 'member' ? `Your team membership at ${c.kitchen} changed` : `Team change at ${c.kitchen}`;
  return { subject: title, text: paragraphs.join('\n\n'), html: htmlEmail(title, paragraphs) };
}

export function teamChangeText(c: TeamChange): string {
  return `Home Kitchen: ${teamSentence(c)}`;
}
