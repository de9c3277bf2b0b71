import type { Conversation } from '@common/api/conversations';
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { shortWhen } from '../lib/day-groups';
import classes from '../messages.module.css';
import { ParticipantAvatar } from './participant-avatar';

/** The last message in one line: "Ön: …" for mine, the attachment's name for a message without text. */
export function previewOf(conversation: Conversation, myUserId: string): string {
  const last = conversation.lastMessage;
  if (!last) return 'Még nincs üzenet';
  const body =
    last.message.trim() ||
    (last.attachments.length > 1
      ? `${last.attachments.length} melléklet`
      : last.attachments[0]
        ? `Melléklet: ${last.attachments[0].filename}`
        : // The list's copy of the last message may leave its attachments out.
          'Melléklet');
  return last.senderId === myUserId ? `Ön: ${body}` : body;
}

/** The user's conversations, newest activity first, each with its unread count. */
export function ConversationList({
  conversations,
  selectedId,
  myUserId,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  conversations: Conversation[];
  selectedId: string | null;
  myUserId: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  return (
    <Stack gap="xs">
      <ul className={classes.conversationList} data-testid="conversation-list">
        {conversations.map((c) => {
          const when = c.lastMessage?.createdAt ?? c.updatedAt;
          const selected = c.id === selectedId;
          return (
            <li key={c.id}>
              <Link
                to={`?c=${encodeURIComponent(c.id)}`}
                className={classes.conversationItem}
                aria-current={selected ? 'true' : undefined}
                data-testid="conversation-item"
              >
                <ParticipantAvatar src={c.participant.avatarUrl} name={c.participant.name} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fw={c.unreadCount > 0 ? 700 : 600} size="sm" truncate="end">
                      {c.participant.name}
                    </Text>
                    <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                      {shortWhen(when)}
                    </Text>
                  </Group>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="sm" c={c.unreadCount > 0 ? 'dark.9' : 'gray.7'} truncate="end">
                      {previewOf(c, myUserId)}
                    </Text>
                    {c.unreadCount > 0 ? (
                      <Badge
                        color="red.9"
                        size="sm"
                        circle={c.unreadCount < 10}
                        className={classes.unreadBadge}
                        data-testid="conversation-unread"
                      >
                        {c.unreadCount > 99 ? '99+' : c.unreadCount}
                        <VisuallyHidden> olvasatlan üzenet</VisuallyHidden>
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button variant="default" size="sm" onClick={onLoadMore} loading={loadingMore}>
          További beszélgetések
        </Button>
      ) : null}
    </Stack>
  );
}
