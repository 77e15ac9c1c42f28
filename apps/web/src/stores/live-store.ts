import type { BusinessEvent } from '@vendor/api-types';
import { action, computed, makeObservable, observable } from 'mobx';
import { type ConnectionState, LiveConnection, type StreamEvent } from '@/lib/event-stream';
import { formatGbp } from '@/lib/format';
import type { RootStore } from './root-store';

/** Without a live stream the open Orders list is fetched again this often. */
export const POLL_INTERVAL_MS = 30_000;

export const SOUND_STORAGE_KEY = 'newOrderSound';

const ORDER_EVENTS = new Set<string>(['order.created', 'order.status_changed', 'order.cancelled']);

/** What a screen does when orders may have changed: an order event (with the event), or a poll / reset (without). */
export type OrdersChanged = (event: BusinessEvent | undefined) => void;

/** The parts of the browser the alert uses, replaceable in tests. */
export interface AlertDevices {
  /** Plays the short new-order sound. */
  chime(): void;
  /** 'granted', 'denied' or 'default'; 'unsupported' where the browser has no notifications. */
  notificationPermission(): NotificationPermission | 'unsupported';
  requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'>;
  notify(title: string, body: string): void;
}

const readSound = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};

/** Two short tones from the Web Audio API: no sound file to download. */
function playChime(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.17);
    }
    setTimeout(() => void audio.close().catch(() => undefined), 1000);
  } catch {
    // A browser that refuses audio before any interaction: the toast and the title still tell.
  }
}

export const browserDevices: AlertDevices = {
  chime: playChime,
  notificationPermission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  requestNotificationPermission: async () =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.requestPermission(),
  notify: (title, body) => {
    try {
      new Notification(title, { body, tag: title });
    } catch {
      // Some browsers allow notifications only from a service worker.
    }
  },
};

/**
 * Live updates of the business's orders and the new-order alert. One stream per signed-in tab (started by the
 * dashboard layout): every order event tells the screens that show orders to fetch them again, and a new order is
 * announced by a toast, a sound when the chef turned it on, the tab title's count, the sidebar's "N new" and a
 * browser notification when she allowed them. Against an API without the stream it polls every 30 s instead.
 */
export class LiveStore {
  state: ConnectionState = 'stopped';
  /** New orders not opened yet, newest last. */
  unseen: { orderId: string; reference: string }[] = [];
  soundOn = readSound();
  notificationPermission: NotificationPermission | 'unsupported';
  private readonly listeners = new Set<OrdersChanged>();
  private connection: LiveConnection | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly root: RootStore,
    private readonly devices: AlertDevices = browserDevices,
  ) {
    this.notificationPermission = devices.notificationPermission();
    makeObservable<LiveStore, 'setState' | 'received'>(this, {
      state: observable,
      unseen: observable,
      soundOn: observable,
      notificationPermission: observable,
      newCount: computed,
      setState: action,
      received: action,
      markSeen: action,
      clearNew: action,
      setSound: action,
      enableNotifications: action,
      stop: action,
    });
  }

  get newCount(): number {
    return this.unseen.length;
  }

  /** Calls `listener` whenever orders may have changed; returns the way to stop. */
  onOrdersChanged(listener: OrdersChanged): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens the stream (once; later calls do nothing while it runs). */
  start(): void {
    if (this.connection || this.poll) return;
    this.connection = new LiveConnection({
      open: async (lastEventId, signal) => {
        const { response } = await this.root.api.GET('/vendor/events', {
          params: { header: lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId } },
          headers: { Accept: 'text/event-stream' },
          parseAs: 'stream',
          signal,
        });
        return { status: response.status, body: response.ok ? response.body : null };
      },
      onEvent: (event) => this.received(event),
      onState: (state) => this.setState(state),
    });
    this.connection.start();
  }

  stop(): void {
    this.connection?.stop();
    this.connection = undefined;
    clearInterval(this.poll);
    this.poll = undefined;
    this.unseen = [];
    this.state = 'stopped';
  }

  /** The chef opened an order: it no longer counts as new. */
  markSeen(orderId: string): void {
    if (this.unseen.some((o) => o.orderId === orderId)) this.unseen = this.unseen.filter((o) => o.orderId !== orderId);
  }

  /** The chef opened the Orders screen: nothing counts as new any more. */
  clearNew(): void {
    if (this.unseen.length) this.unseen = [];
  }

  setSound(on: boolean): void {
    this.soundOn = on;
    try {
      globalThis.localStorage?.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Storage refused (private browsing): the choice lasts for this visit.
    }
    if (on) this.devices.chime();
  }

  /** Asks the browser for permission to show notifications (only on the chef's own click). */
  async enableNotifications(): Promise<void> {
    const permission = await this.devices.requestNotificationPermission();
    this.setPermission(permission);
  }

  private setPermission(permission: NotificationPermission | 'unsupported'): void {
    this.notificationPermission = permission;
  }

  private setState(state: ConnectionState): void {
    this.state = state;
    if (state === 'unavailable') {
      // An API without live updates: the open Orders list is fetched again every 30 s, quietly.
      this.connection = undefined;
      this.poll = setInterval(() => this.changed(undefined), POLL_INTERVAL_MS);
    }
  }

  private received(message: StreamEvent): void {
    if (message.event === 'reset') return this.changed(undefined);
    if (!ORDER_EVENTS.has(message.event)) return;
    let event: BusinessEvent;
    try {
      event = JSON.parse(message.data) as BusinessEvent;
    } catch {
      return;
    }
    if (event.type === 'order.created') this.alert(event);
    this.changed(event);
  }

  private alert(event: BusinessEvent): void {
    if (this.unseen.some((o) => o.orderId === event.orderId)) return;
    this.unseen = [...this.unseen, { orderId: event.orderId, reference: event.reference }];
    const text = `New order ${event.reference} from ${event.customerName}: ${formatGbp(event.total)}`;
    this.root.ui.showToast('info', text);
    if (this.soundOn) this.devices.chime();
    if (this.notificationPermission === 'granted') {
      this.devices.notify(`New order ${event.reference}`, `${event.customerName}: ${formatGbp(event.total)}`);
    }
  }

  private changed(event: BusinessEvent | undefined): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
