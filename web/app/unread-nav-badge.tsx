import { Badge, VisuallyHidden } from '@mantine/core';
import { useUnreadCount } from '@web/lib/unread';

/** The unread message count beside "Üzenetek" in the area navigation; nothing when all is read. */
export function UnreadNavBadge() {
  const count = useUnreadCount();
  if (count <= 0) return null;
  return (
    <Badge color="red.9" variant="filled" size="sm" circle={count < 10} data-testid="unread-nav-badge">
      {count > 99 ? '99+' : count}
      <VisuallyHidden> olvasatlan üzenet</VisuallyHidden>
    </Badge>
  );
}
