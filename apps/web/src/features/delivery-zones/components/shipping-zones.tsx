import type { DeliveryZone } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CachedView } from '@/components/ui/cached-view';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import { DeliveryZonesStore } from '../stores/delivery-zones-store';
import { ZoneList } from './zone-list';
import { ZoneModal } from './zone-modal';
import { Stack } from '@/components/ui/stack';
import { outlinedBox } from '@/components/ui/outlined-box';

const Intro = styled(PageIntro)`
  gap: 0.75rem 1rem;
  p {
    flex: 1 1 20rem;
  }
`;

const EmptyFrame = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1.25rem;
  ${outlinedBox('surface', 'lg')}
`;

const SkeletonStack = Stack;

function ZoneSkeletons() {
  return (
    <SkeletonStack gap="0.75rem" role="status" aria-label="Loading shipping zones" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <SkeletonCard key={row}>
          <Skeleton width="30%" height="1.25rem" />
          <Skeleton width="65%" />
        </SkeletonCard>
      ))}
    </SkeletonStack>
  );
}

const MapPinIcon = () => (
  <svg
    width={40}
    height={40}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);

type Editing = { zone?: DeliveryZone } | null;

/** settings/shipping: the kitchen's delivery zones, with adding, editing and deleting. */
export const ShippingZones = observer(function ShippingZones() {
  const store = useStore(DeliveryZonesStore);
  const { auth } = useStores();
  const canManage = auth.can('delivery.manage');
  const read = useCached(store.listDeliveryZones());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DeliveryZone | null>(null);

  // The place tree is fetched while the vendor reads the list, so the zone modal opens with it ready.
  useEffect(() => {
    if (canManage) void store.listRegions().load();
  }, [store, canManage]);

  const zones = read.data;
  const addButton = (
    <Button onClick={() => setEditing({})}>
      <PlusIcon size={18} />
      Add new zone
    </Button>
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    await store.deleteDeliveryZone(deleting);
    setDeleting(null);
  };

  return (
    <>
      <Intro>
        <p>Where you deliver, and the delivery fee customers pay in each zone.</p>
        {canManage && zones && zones.length > 0 && addButton}
      </Intro>
      <CachedView read={read} errorTitle="Your shipping zones could not be loaded" loading={<ZoneSkeletons />}>
        {(zones) =>
          zones.length === 0 ? (
            <EmptyFrame>
              <EmptyState
                icon={<MapPinIcon />}
                headingLevel={3}
                title="No shipping zones found"
                description="Create a new shipping zone to get started"
                action={canManage ? addButton : undefined}
              />
            </EmptyFrame>
          ) : (
            <ZoneList
              zones={zones}
              canManage={canManage}
              onEdit={(zone) => setEditing({ zone })}
              onDelete={setDeleting}
            />
          )
        }
      </CachedView>
      {editing && <ZoneModal key={editing.zone?.id ?? 'new'} zone={editing.zone} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete shipping zone"
        message={deleting ? `Are you sure you want to delete the ${deleting.label} shipping zone?` : undefined}
        confirmLabel="Delete"
        destructive
        busy={deleting ? store.isPending(`deleteDeliveryZone:${deleting.id}`) : false}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
});
