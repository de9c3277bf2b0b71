import type { Meeting } from '@common/api/conversations';
import { formatDate, formatTime } from '@common/format';
import {
  Alert,
  Anchor,
  AppShell,
  Button,
  Container,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPhoneOff } from '@tabler/icons-react';
import { ErrorNotice } from '@web/components/error-notice';
import { LoadError } from '@web/components/load-error';
import { PageLoader } from '@web/components/page-loader';
import { useAuthStore } from '@web/lib/auth-store';
import { ApiError } from '@web/lib/http';
import { usePageTitle } from '@web/lib/page-title';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MEETING_LOAD_FAILED, useMeetingQuery } from './api/meeting';
import { CallView } from './components/call-view';
import { MeetingLobby } from './components/meeting-lobby';
import { joinPhase } from './lib/join-window';
import { createSocketSignalling } from './socket-signalling';
import { useCallChat } from './use-call-chat';
import { useLocalMedia } from './use-local-media';
import { useMeetingCall } from './use-meeting-call';
import { useScreenShare } from './use-screen-share';

const NOT_FOUND = 'A megbeszélés nem található.';
const TICK_MS = 15_000;

/** Where "back" leads: the user's own consultation list. */
function useBackPath() {
  const role = useAuthStore((s) => s.user?.role);
  return role === 'tanacsado' ? '/tanacsadoi-fiok/tanacsadasok' : '/kerdezo/tanacsadasaim';
}

function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function MeetingRoom({ meeting }: { meeting: Meeting }) {
  const backPath = useBackPath();
  const now = useNow();
  const phase = joinPhase(meeting, now);
  const media = useLocalMedia();
  const [signalling] = useState(createSocketSignalling);
  const isDesktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [chatOpen, setChatOpen] = useState<boolean | null>(null);

  const screen = useScreenShare();
  const { call, snapshot } = useMeetingCall(
    meeting,
    signalling,
    media.audioTrack,
    screen.track ?? media.videoTrack,
  );
  const inCall = snapshot.status === 'waiting' || snapshot.status === 'in-call';
  const showChat = chatOpen ?? Boolean(isDesktop);
  const chat = useCallChat(meeting, inCall, showChat);

  // Sharing ends with the call.
  const stopSharing = screen.stop;
  useEffect(() => {
    if (!inCall) stopSharing();
  }, [inCall, stopSharing]);

  const range = `${formatDate(meeting.startTime)} ${formatTime(meeting.startTime)}–${formatTime(meeting.endTime)}`;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Online találkozó</Title>
        <Text>
          <Text span fw={600}>
            {meeting.consultationType}
          </Text>{' '}
          · {meeting.peer.name} · {range}
        </Text>
      </Stack>

      {inCall ? (
        <CallView
          meeting={meeting}
          call={snapshot}
          media={media}
          screen={screen}
          chat={chat}
          chatOpen={showChat}
          onChatOpen={setChatOpen}
          onHangup={() => call.hangup()}
        />
      ) : snapshot.status === 'ended' ? (
        <Alert
          color={snapshot.endedBy === 'peer' ? 'blue' : 'gray'}
          variant="light"
          icon={<IconPhoneOff aria-hidden="true" />}
          title="A hívás véget ért"
          role="status"
          data-testid="call-ended"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{snapshot.notice}</Text>
            <Group gap="sm">
              {phase === 'open' && snapshot.endedBy !== 'closed' ? (
                <Button size="sm" onClick={() => void call.join()}>
                  Újracsatlakozás
                </Button>
              ) : null}
              <Button size="sm" variant="default" component={Link} to={backPath}>
                Vissza a tanácsadásokhoz
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <MeetingLobby
          meeting={meeting}
          phase={phase}
          media={media}
          joining={snapshot.status === 'joining'}
          joinError={snapshot.joinError}
          onJoin={() => void call.join()}
        />
      )}
    </Stack>
  );
}

/** /meeting/{roomId}: the lobby (preview, devices, join window) and the 1:1 video call with chat. */
export default function MeetingPage() {
  usePageTitle('Online találkozó');
  const { roomId = '' } = useParams();
  const backPath = useBackPath();
  const meeting = useMeetingQuery(roomId);
  const notFound =
    meeting.error instanceof ApiError && (meeting.error.status === 404 || meeting.error.status === 403);

  return (
    <AppShell header={{ height: 56 }} padding={0}>
      <AppShell.Header component="header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            Tanácsadó portál – online találkozó
          </Text>
          <Anchor component={Link} to={backPath} size="sm" style={{ whiteSpace: 'nowrap' }}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden="true" />
              <span>
                Vissza<VisuallyHidden> a tanácsadásokhoz</VisuallyHidden>
              </span>
            </Group>
          </Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main-content">
        <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
          {meeting.isPending ? (
            <PageLoader />
          ) : notFound ? (
            <Stack gap="md">
              <Title order={1}>Online találkozó</Title>
              <ErrorNotice title={meeting.error?.message || NOT_FOUND} data-testid="meeting-not-found">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">
                    Ellenőrizze a linket, vagy csatlakozzon a tanácsadásai listájáról a „Csatlakozás” gombbal.
                  </Text>
                  <Button size="xs" variant="default" component={Link} to={backPath}>
                    Vissza a tanácsadásokhoz
                  </Button>
                </Stack>
              </ErrorNotice>
            </Stack>
          ) : meeting.isError || !meeting.data ? (
            <Stack gap="md">
              <Title order={1}>Online találkozó</Title>
              <LoadError message={MEETING_LOAD_FAILED} onRetry={() => void meeting.refetch()} />
            </Stack>
          ) : (
            <MeetingRoom key={roomId} meeting={meeting.data} />
          )}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
