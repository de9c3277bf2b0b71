import { formatTime } from '@common/format';
import { Anchor, Group, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import type { ThreadMessage } from '../lib/merge-messages';
import classes from '../messages.module.css';
import { AttachmentView } from './attachment-view';

function OwnStatus({ message, read, onRetry }: { message: ThreadMessage; read: boolean; onRetry(): void }) {
  if (message.pending === 'sending') {
    return (
      <Group gap={4} component="span" wrap="nowrap">
        <IconClock size={14} aria-hidden="true" />
        Küldés…
      </Group>
    );
  }
  if (message.pending === 'failed') {
    return (
      <Group gap={6} component="span" wrap="wrap" c="red.9">
        <IconAlertCircle size={14} aria-hidden="true" />
        Nem sikerült elküldeni.
        <Anchor
          component="button"
          type="button"
          size="xs"
          c="red.9"
          fw={700}
          underline="always"
          onClick={onRetry}
        >
          Újraküldés
        </Anchor>
      </Group>
    );
  }
  return (
    <Group gap={4} component="span" wrap="nowrap" data-testid={read ? 'read-mark' : 'sent-mark'}>
      {read ? <IconChecks size={14} aria-hidden="true" /> : <IconCheck size={14} aria-hidden="true" />}
      {read ? 'Olvasva' : 'Elküldve'}
    </Group>
  );
}

/** One message: mine on the right in blue, the other party's on the left, with time and read mark. */
export function MessageBubble({
  message,
  conversationId,
  own,
  senderName,
  read,
  onRetry,
}: {
  message: ThreadMessage;
  /** The thread's conversation (a message typed here has none of its own yet). */
  conversationId: string;
  own: boolean;
  senderName: string;
  read: boolean;
  onRetry(clientMessageId: string): void;
}) {
  return (
    <li
      className={classes.row}
      data-own={own ? 'true' : 'false'}
      data-pending={message.pending ?? undefined}
      data-testid="message"
    >
      <div className={classes.bubble}>
        <VisuallyHidden>{own ? 'Ön' : senderName}:</VisuallyHidden>
        {message.message ? <p className={classes.text}>{message.message}</p> : null}
        {message.attachments.map((attachment) => (
          <AttachmentView
            key={attachment.id}
            conversationId={conversationId}
            attachment={attachment}
            own={own && !message.pending}
          />
        ))}
        <div className={classes.meta}>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {own ? (
            <>
              <span aria-hidden="true">·</span>
              <OwnStatus
                message={message}
                read={read}
                onRetry={() => message.clientMessageId && onRetry(message.clientMessageId)}
              />
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}
