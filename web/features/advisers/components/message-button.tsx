import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useAuthStore } from '@web/lib/auth-store';
import { useOpenConversation } from '@web/lib/conversations';

/**
 * "Üzenet küldése": a signed-in asker opens (or starts) the conversation with this adviser in their
 * messages screen. Guests, advisers and admins see no button.
 */
export function MessageButton({ adviserUserId }: { adviserUserId: string }) {
  const role = useAuthStore((s) => s.user?.role);
  const conversation = useOpenConversation('/kerdezo/uzenetek');
  if (role !== 'kerdezo') return null;
  return (
    <Button
      size="md"
      variant="default"
      leftSection={<IconMessage size={20} aria-hidden="true" />}
      loading={conversation.isPending}
      onClick={() => void conversation.open(adviserUserId)}
    >
      Üzenet küldése
    </Button>
  );
}
