import type { Conversation } from '@common/api/conversations';
import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { LoadError } from '@web/components/load-error';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { groupByDay } from '../lib/day-groups';
import { texts } from '../lib/texts';
import classes from '../messages.module.css';
import { useThread } from '../use-thread';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { ParticipantAvatar } from './participant-avatar';

function scrollToBottom(el: HTMLElement | null) {
  if (el) el.scrollTop = el.scrollHeight;
}

/** Closer to the bottom than this counts as "reading the newest": new messages keep it in view. */
const STICK_PX = 80;

const PRESENCE_LABELS: Record<string, string> = {
  online: 'Elérhető',
  away: 'Távol',
  busy: 'Elfoglalt',
  offline: 'Nem elérhető',
};

/** One conversation: header, the history with date separators, the typing line and the composer. */
export function Thread({
  conversation,
  myUserId,
  backTo,
  profileBase,
}: {
  conversation: Conversation;
  myUserId: string;
  /** The list on narrow screens (the same page without `?c`). */
  backTo: string;
  /** Where the other party's profile opens (advisers only), e.g. '/kerdezo/tanacsado'. */
  profileBase: string | null;
}) {
  const thread = useThread(conversation, myUserId);
  const { history, messages } = thread;
  const name = conversation.participant.name;
  const groups = useMemo(() => groupByDay(messages), [messages]);
  const viewport = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const olderAnchor = useRef<{ height: number; top: number } | null>(null);
  const headingId = `thread-${conversation.id}`;

  // Keep the newest message in view while the user is at the bottom (new messages, images loading).
  useEffect(() => {
    const el = content.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (olderAnchor.current) return;
      if (atBottom.current) scrollToBottom(viewport.current);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // My own new message always scrolls down.
  const last = messages[messages.length - 1];
  const lastKey = last ? (last.clientMessageId ?? last.id) : null;
  const lastIsMine = last?.senderId === myUserId;
  useLayoutEffect(() => {
    if (lastKey && lastIsMine) {
      atBottom.current = true;
      scrollToBottom(viewport.current);
    }
  }, [lastKey, lastIsMine]);

  // Older messages come in above: the view stays where the reader was.
  const pageCount = thread.pageCount;
  useLayoutEffect(() => {
    const el = viewport.current;
    const anchor = olderAnchor.current;
    if (!el || !anchor || pageCount === 0) return;
    el.scrollTop = el.scrollHeight - anchor.height + anchor.top;
    olderAnchor.current = null;
  }, [pageCount]);

  const loadOlder = () => {
    const el = viewport.current;
    if (el) olderAnchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void history.fetchNextPage().then((result) => {
      if (result.isError) olderAnchor.current = null;
    });
  };

  const presence = thread.presence ? PRESENCE_LABELS[thread.presence] : null;
  const incoming = thread.incoming;

  return (
    <Paper withBorder radius="md" className={classes.thread} component="section" aria-labelledby={headingId}>
      <Group className={classes.threadHeader} gap="sm" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={backTo}
          variant="subtle"
          color="gray.8"
          size="lg"
          hiddenFrom="sm"
          aria-label="Vissza a beszélgetésekhez"
        >
          <IconArrowLeft size={20} aria-hidden="true" />
        </ActionIcon>
        <ParticipantAvatar src={conversation.participant.avatarUrl} name={name} size={40} />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Group gap="sm" wrap="wrap">
            {presence ? (
              <Text size="xs" c="gray.7" data-testid="presence">
                {presence}
              </Text>
            ) : null}
            {profileBase && conversation.participant.adviserId ? (
              <Anchor
                component={Link}
                to={`${profileBase}/${conversation.participant.adviserId}`}
                size="xs"
                c="blue.9"
              >
                Profil megtekintése
              </Anchor>
            ) : null}
          </Group>
        </Stack>
      </Group>

      <section
        ref={viewport}
        className={classes.viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={`Üzenetváltás: ${name}`}
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
        }}
        data-testid="thread-viewport"
      >
        <div ref={content}>
          {history.isPending ? (
            <Center py="xl">
              <Loader size="sm" aria-label="Üzenetek betöltése" />
            </Center>
          ) : history.isError && messages.length === 0 ? (
            <LoadError message={texts.threadFailed} onRetry={() => void history.refetch()} />
          ) : (
            <>
              {history.hasNextPage ? (
                <Center py="xs">
                  <Button
                    variant="default"
                    size="xs"
                    onClick={loadOlder}
                    loading={history.isFetchingNextPage}
                  >
                    Korábbi üzenetek
                  </Button>
                </Center>
              ) : null}
              {messages.length === 0 ? (
                <Text ta="center" c="gray.7" size="sm" py="xl">
                  Még nincs üzenet. Írjon elsőként {name} részére!
                </Text>
              ) : null}
              {groups.map((group) => (
                <Fragment key={group.key}>
                  <h3 className={classes.dayHeading}>
                    <span>{group.label}</span>
                  </h3>
                  <ul className={classes.messageList}>
                    {group.items.map((message) => (
                      <MessageBubble
                        key={message.clientMessageId ?? message.id}
                        message={message}
                        conversationId={conversation.id}
                        own={message.senderId === myUserId}
                        senderName={name}
                        read={thread.isRead(message)}
                        onRetry={thread.retry}
                      />
                    ))}
                  </ul>
                </Fragment>
              ))}
            </>
          )}
        </div>
      </section>

      <div className={classes.typing} aria-live="polite" data-testid="typing-indicator">
        {thread.peerTyping ? `${name} ír…` : ''}
      </div>
      <VisuallyHidden aria-live="polite">
        {incoming ? `Új üzenet ${name} részéről: ${incoming.message || 'melléklet'}` : ''}
      </VisuallyHidden>

      <Composer conversationId={conversation.id} onSend={thread.send} onTyping={thread.sendTyping} />
    </Paper>
  );
}
