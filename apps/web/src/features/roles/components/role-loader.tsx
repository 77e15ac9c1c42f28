import type { RoleDetail } from '@vendor/api-types';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCached } from '@/stores/base/use-cached';
import { useStore } from '@/stores/stores-context';
import { RolesStore } from '../stores/roles-store';

/** The way back to the list of roles, from a role that cannot be shown or changed. */
export const backToRoles = <Link to={paths.dashboard.roles.roles.getHref()}>Back to Roles</Link>;

export interface RoleLoaderProps {
  roleId: string;
  /** The page title while the role loads or when it could not be loaded. */
  title: string;
  /** The page title when no role has this id (the title above unless given). */
  notFoundTitle?: string;
  /** What the reader is told when no role has this id. */
  notFoundDescription: string;
  /** How many skeleton rows stand for the role while it loads. */
  skeletonRows: number;
  /** The screen drawn from the loaded role. */
  children: (role: RoleDetail) => ReactNode;
}

/**
 * One role read from the server: its screen once it is there, a "does not exist" page with the way back when no
 * role has this id, another failure with Retry, and a skeleton until the first answer.
 */
export const RoleLoader = observer(function RoleLoader({
  roleId,
  title,
  notFoundTitle = title,
  notFoundDescription,
  skeletonRows,
  children,
}: RoleLoaderProps) {
  const read = useCached(useStore(RolesStore).getRole(roleId));
  const role = read.data;

  if (!role && read.error) {
    const notFound = read.error.status === 404;
    return (
      <ContentLayout title={notFound ? notFoundTitle : title}>
        {notFound ? (
          <EmptyState title="This role does not exist" description={notFoundDescription} action={backToRoles} />
        ) : (
          <ErrorState title="Could not load the role" error={read.error} onRetry={() => void read.refetch()} />
        )}
      </ContentLayout>
    );
  }
  if (!role) {
    return (
      <ContentLayout title={title}>
        <SkeletonRows rows={skeletonRows} label="Loading the role" />
      </ContentLayout>
    );
  }
  return children(role);
});
