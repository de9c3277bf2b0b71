import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useAuthStore } from '@web/lib/auth-store';
import { useNavigate } from 'react-router';
import { useStartConversationMutation } from '../api/start-conversation';

/**
 * "Üzenet küldése": a signed-in asker opens (or starts) the conversation with this adviser in their
 * messages screen. Guests, advisers and admins see no button.
 */
export function MessageButton({ adviserUserId }: { adviserUserId: string }) {
  const role = useAuthStore((s) => s.user?.role);
  const start = useStartConversationMutation();
  const navigate = useNavigate();
  if (role !== 'kerdezo') return null;
  const open = async () => {
    try {
      const conversation = await start.mutateAsync(adviserUserId);
      navigate(`/kerdezo/uzenetek?c=${encodeURIComponent(conversation.id)}`);
    } catch {
      // The red toast has already been shown.
    }
  };
  return (
    <Button
      size="md"
      variant="default"
      leftSection={<IconMessage size={20} aria-hidden="true" />}
      loading={start.isPending}
      onClick={() => void open()}
    >
      Üzenet küldése
    </Button>
  );
}
