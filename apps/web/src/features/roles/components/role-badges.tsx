import type { RoleStatus } from '@vendor/api-types';
import { Badge } from '@/components/ui/badge';

/** Active or Inactive, in words as well as colour. */
export function RoleStatusBadge({ status }: { status: RoleStatus }) {
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'}>{status === 'active' ? 'Active' : 'Inactive'}</Badge>
  );
}

/** Marks the three roles every kitchen has, which cannot be changed or deleted. */
export function BuiltInBadge() {
  return <Badge tone="info">Built-in</Badge>;
}
