import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useStores } from '@/stores/stores-context';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * How this browser announces a new order besides the toast and the tab title: a short sound (off until the chef turns
 * it on; remembered in this browser) and the browser's notifications (asked for only when she presses the button).
 */
export const NewOrderAlerts = observer(function NewOrderAlerts() {
  const { live } = useStores();
  const permission = live.notificationPermission;
  return (
    <Row>
      <Switch label="Sound for new orders" checked={live.soundOn} onChange={(on) => live.setSound(on)} />
      {permission === 'default' && (
        <Button variant="secondary" size="sm" onClick={() => void live.enableNotifications()}>
          Turn on browser notifications
        </Button>
      )}
      {permission === 'granted' && <small>Browser notifications are on</small>}
      {permission === 'denied' && <small>Browser notifications are blocked in this browser&apos;s settings</small>}
    </Row>
  );
});
