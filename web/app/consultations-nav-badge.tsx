import { Badge, VisuallyHidden } from '@mantine/core';
import { useAdviserAttention } from '@web/api/adviser-attention';

/**
 * Beside "Tanácsadások" in the adviser's navigation: how many bookings wait for confirmation or for a
 * decision on a time change; nothing when none does.
 */
export function ConsultationsNavBadge() {
  const attention = useAdviserAttention().data;
  const count = attention ? attention.toConfirm + attention.timeChangeRequests : 0;
  if (count <= 0) return null;
  return (
    <Badge
      color="red.9"
      variant="filled"
      size="sm"
      circle={count < 10}
      style={{ flexShrink: 0 }}
      data-testid="consultations-nav-badge"
    >
      {count > 99 ? '99+' : count}
      <VisuallyHidden> teendő</VisuallyHidden>
    </Badge>
  );
}
