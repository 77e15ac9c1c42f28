import type { NotificationPreferences } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { CachedView } from '@/components/ui/cached-view';
import { cardFrame } from '@/components/ui/card';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { visuallyHidden } from '@/styles/visually-hidden';
import {
  type Channel,
  CHANNELS,
  NotificationsStore,
  type Preference,
  PREFERENCES,
} from '../stores/notifications-store';

const CHANNEL_TEXT: Record<Channel, { title: string; description: string }> = {
  email: { title: 'E-mail', description: 'Messages to the e-mail address you sign in with.' },
  sms: { title: 'SMS', description: 'Text messages to the phone number in your profile.' },
};

const PREFERENCE_TEXT: Record<Preference, { label: string; description: string }> = {
  newOrders: {
    label: 'New orders',
    description: 'When a customer pays for an order on your storefront (if your role may see orders).',
  },
  accountActivity: { label: 'Account activity', description: 'A sign-in from a new device, and changes to your team.' },
  news: { label: 'News', description: 'News and tips for home chefs from Home Kitchen.' },
  productAnnouncements: { label: 'Product announcements', description: 'New features and changes to the dashboard.' },
  billingAndSubscriptions: {
    label: 'Billing and subscriptions',
    description: 'Payouts, fees and changes to your plan.',
  },
};

const Saving = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    ${visuallyHidden}
  }
`;

const Channels = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.25rem;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ChannelCard = styled.fieldset`
  min-width: 0;
  margin: 0;
  ${cardFrame}
  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
  }
  legend + p {
    clear: both;
    margin: 0.25rem 0 0.5rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > div {
    padding: 0.5rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ChannelSwitches = observer(function ChannelSwitches({
  channel,
  preferences,
}: {
  channel: Channel;
  preferences: NotificationPreferences;
}) {
  const store = useStore(NotificationsStore);
  const text = CHANNEL_TEXT[channel];
  return (
    <ChannelCard>
      <legend>{text.title}</legend>
      <p>{text.description}</p>
      {PREFERENCES.map((preference) => (
        <div key={preference}>
          <Switch
            label={PREFERENCE_TEXT[preference].label}
            description={PREFERENCE_TEXT[preference].description}
            checked={preferences[channel][preference]}
            onChange={() => store.toggleNotification(channel, preference)}
          />
        </div>
      ))}
    </ChannelCard>
  );
});

function NotificationSkeleton() {
  return (
    <Channels role="status" aria-label="Loading notification settings" aria-busy="true">
      {CHANNELS.map((channel) => (
        <ChannelCard as="div" key={channel}>
          <Skeleton width="6rem" height="1.25rem" />
          {PREFERENCES.map((preference) => (
            <div key={preference}>
              <Skeleton height="2.25rem" />
            </div>
          ))}
        </ChannelCard>
      ))}
    </Channels>
  );
}

/** settings/notifications: e-mail and SMS, five switches each, every one saved as it is pressed. */
export const NotificationSettings = observer(function NotificationSettings() {
  const store = useStore(NotificationsStore);
  const read = useCached(store.getNotificationPreferences());
  return (
    <>
      <PageIntro>
        <p>Choose what we tell you about, and how. Each switch is saved as soon as you press it.</p>
        <Saving role="status">{store.saving ? 'Saving…' : ''}</Saving>
      </PageIntro>
      <CachedView
        read={read}
        errorTitle="Your notification settings could not be loaded"
        loading={<NotificationSkeleton />}
      >
        {(preferences) => (
          <Channels>
            {CHANNELS.map((channel) => (
              <ChannelSwitches key={channel} channel={channel} preferences={preferences} />
            ))}
          </Channels>
        )}
      </CachedView>
    </>
  );
});
