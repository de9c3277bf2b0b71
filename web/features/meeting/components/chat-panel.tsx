import { formatTime } from '@common/format';
import { CHAT_MESSAGE_MAX_LENGTH } from '@common/socket';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import classes from '../meeting.module.css';
import type { CallChat } from '../use-call-chat';

/** The in-call chat: the conversation's latest messages and a message box (Enter sends). */
export function ChatPanel({
  id,
  chat,
  selfId,
  peerName,
  hidden,
}: {
  id: string;
  chat: CallChat;
  selfId: string;
  peerName: string;
  hidden: boolean;
}) {
  const headingId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;

  // The newest message stays in view.
  useEffect(() => {
    const log = logRef.current;
    if (log && count >= 0 && !hidden) log.scrollTop = log.scrollHeight;
  }, [count, hidden]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim()) return;
    chat.send(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      hidden={hidden}
      withBorder
      radius="md"
      p="sm"
      data-testid="call-chat"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Csevegés
        </Title>
        <div
          ref={logRef}
          className={classes.chatLog}
          role="log"
          aria-live="polite"
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
        >
          {chat.loading ? (
            <Group justify="center" py="md">
              <Loader size="sm" aria-label="Üzenetek betöltése…" />
            </Group>
          ) : chat.loadFailed ? (
            <Text size="sm" py="sm">
              Nem sikerült betölteni a korábbi üzeneteket.{' '}
              <Anchor component="button" type="button" size="sm" onClick={chat.reload}>
                Újrapróbálás
              </Anchor>
            </Text>
          ) : count === 0 ? (
            <Text size="sm" c="dimmed" py="sm">
              Még nincs üzenet. Írjon a másik félnek!
            </Text>
          ) : null}
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {chat.messages.map((m) => {
              const own = m.senderId === selfId;
              return (
                <li
                  key={m.id}
                  className={`${classes.bubble} ${own ? classes.own : classes.theirs}`}
                  data-testid="chat-message"
                >
                  <Text size="xs" fw={600} component="span" display="block">
                    {own ? 'Ön' : peerName}
                    <Text span size="xs" fw={400} c="dimmed">
                      {' · '}
                      {m.status === 'sending'
                        ? 'küldés…'
                        : m.status === 'failed'
                          ? 'nem sikerült elküldeni'
                          : formatTime(m.createdAt)}
                    </Text>
                  </Text>
                  <Text size="sm" component="span" display="block">
                    {m.message}
                  </Text>
                  {m.status === 'failed' && m.clientMessageId ? (
                    <Anchor
                      component="button"
                      type="button"
                      size="xs"
                      onClick={() => chat.retry(m.clientMessageId as string)}
                    >
                      Újraküldés
                    </Anchor>
                  ) : null}
                </li>
              );
            })}
          </Stack>
        </div>
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Textarea
              id={inputId}
              label="Üzenet"
              placeholder="Írja be az üzenetét…"
              description="Enter: küldés, Shift+Enter: új sor"
              autosize
              minRows={1}
              maxRows={4}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                size="sm"
                leftSection={<IconSend size={16} aria-hidden="true" />}
                disabled={!draft.trim()}
              >
                Küldés
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
