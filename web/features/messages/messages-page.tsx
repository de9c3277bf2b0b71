import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessages, IconPlugConnectedX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { useAuthStore } from '@web/lib/auth-store';
import { useLiveEvent } from '@web/lib/live-events';
import { socketClient, useSocketState } from '@web/lib/socket';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isConversationNotFound, useConversationQuery } from './api/conversation';
import { conversationsKey, flattenConversations, useConversationsQuery } from './api/conversations';
import { ConversationList } from './components/conversation-list';
import { Thread } from './components/thread';
import { texts } from './lib/texts';
import classes from './messages.module.css';

export interface MessagesPageProps {
  /** Where an adviser's profile opens from a thread ('/kerdezo/tanacsado' for askers), or none. */
  profileBase?: string | null;
  /** The empty list's suggestion, e.g. the adviser search for askers. */
  emptyAction?: { to: string; label: string };
}

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}

/** The thread of `?c=<id>`: loaded by id, so a link from elsewhere opens it even if not listed yet. */
function SelectedThread({
  id,
  myUserId,
  backTo,
  profileBase,
}: {
  id: string;
  myUserId: string;
  backTo: string;
  profileBase: string | null;
}) {
  const conversation = useConversationQuery(id);
  if (conversation.data) {
    return (
      <Thread
        key={conversation.data.id}
        conversation={conversation.data}
        myUserId={myUserId}
        backTo={backTo}
        profileBase={profileBase}
      />
    );
  }
  if (conversation.isError) {
    return isConversationNotFound(conversation.error) ? (
      <Alert color="yellow" variant="light" title="A beszélgetés nem található">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Lehet, hogy a hivatkozás hibás, vagy a beszélgetés nem az Öné.</Text>
          <Anchor component={Link} to={backTo} size="sm">
            Vissza a beszélgetésekhez
          </Anchor>
        </Stack>
      </Alert>
    ) : (
      <LoadError message={texts.conversationFailed} onRetry={() => void conversation.refetch()} />
    );
  }
  return <Skeleton height={420} radius="md" />;
}

function ConnectionNotice() {
  const socket = useSocketState();
  if (socket.status !== 'error') return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlugConnectedX aria-hidden="true" />}
      title="Nincs élő kapcsolat"
      data-testid="socket-error"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {socket.error} Az üzenetek így is elküldhetők, de az újakat csak az oldal frissítése után látja.
        </Text>
        <Button size="xs" variant="default" onClick={() => socketClient.reconnect()}>
          Újracsatlakozás
        </Button>
      </Stack>
    </Alert>
  );
}

/** uzenetek (both areas): the conversation list and the open thread (`?c=<conversation id>`). */
export default function MessagesPage({ profileBase = null, emptyAction }: MessagesPageProps) {
  const user = useAuthStore((s) => s.user);
  const myUserId = user?.id ?? '';
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const selectedId = params.get('c');
  const list = useConversationsQuery();
  const queryClient = useQueryClient();
  const conversations = flattenConversations(list.data?.pages);

  // New messages, reads on another device and a reconnection reorder or re-badge the list.
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: conversationsKey });
  useLiveEvent('chat:message', refreshList);
  useLiveEvent('socket:reconnected', refreshList);
  useLiveEvent('live:missed', refreshList);
  useLiveEvent('chat:read', (event) => {
    if (event.readerId === myUserId) refreshList();
  });

  return (
    <PageShell title="Üzenetek">
      <ConnectionNotice />
      <div className={classes.layout} data-open={selectedId ? 'true' : 'false'}>
        <section className={classes.listPane} aria-labelledby="beszelgetesek">
          <Title order={2} size="h4" id="beszelgetesek" mb="sm">
            Beszélgetések
          </Title>
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError && conversations.length === 0 ? (
            <LoadError message={texts.listFailed} onRetry={() => void list.refetch()} />
          ) : conversations.length === 0 ? (
            <Stack gap="xs" align="flex-start" data-testid="conversations-empty">
              <Text size="sm">Még nincs beszélgetése.</Text>
              {emptyAction ? (
                <Anchor component={Link} to={emptyAction.to} size="sm">
                  {emptyAction.label}
                </Anchor>
              ) : null}
            </Stack>
          ) : (
            <ConversationList
              conversations={conversations}
              selectedId={selectedId}
              myUserId={myUserId}
              hasMore={Boolean(list.hasNextPage)}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
        </section>
        <div className={classes.threadPane}>
          {selectedId && myUserId ? (
            <SelectedThread id={selectedId} myUserId={myUserId} backTo={pathname} profileBase={profileBase} />
          ) : (
            <Paper withBorder radius="md" p="xl" visibleFrom="sm">
              <Stack align="center" gap="xs" ta="center">
                <IconMessages size={40} color="var(--mantine-color-blue-9)" aria-hidden="true" />
                <Text fw={600}>Válasszon egy beszélgetést</Text>
                <Text size="sm" c="gray.7">
                  A bal oldali listából nyissa meg azt a beszélgetést, amelyet olvasni szeretne.
                </Text>
              </Stack>
            </Paper>
          )}
        </div>
      </div>
    </PageShell>
  );
}
