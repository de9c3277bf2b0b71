import type { Meeting } from '@common/api/conversations';
import { ActionIcon, Badge, Box, Grid, Group, Indicator, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessages, IconPhoneOff, IconScreenShare, IconScreenShareOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type CallSnapshot, callStatusText } from '../lib/meeting-call';
import classes from '../meeting.module.css';
import type { CallChat } from '../use-call-chat';
import type { LocalMedia } from '../use-local-media';
import { ChatPanel } from './chat-panel';
import { MediaToggles } from './media-toggles';
import { QualityIndicator } from './quality-indicator';
import { VideoView } from './video-view';

export interface ScreenShare {
  supported: boolean;
  track: MediaStreamTrack | null;
  toggle(): void;
}

/** The running call: the other party large, the own picture small, controls, status and chat. */
export function CallView({
  meeting,
  call,
  media,
  screen,
  chat,
  chatOpen,
  onChatOpen,
  onHangup,
}: {
  meeting: Meeting;
  call: CallSnapshot;
  media: LocalMedia;
  screen: ScreenShare;
  chat: CallChat;
  chatOpen: boolean;
  onChatOpen(open: boolean): void;
  onHangup(): void;
}) {
  const chatId = `meeting-chat-${meeting.roomId.slice(0, 8)}`;
  const statusText = callStatusText(call);
  const sharing = Boolean(screen.track);
  const localStream = useMemo(
    () => (screen.track ? new MediaStream([screen.track]) : media.stream),
    [screen.track, media.stream],
  );
  const remoteHasVideo = (call.remoteStream?.getVideoTracks().length ?? 0) > 0;
  const localPlaceholder = sharing
    ? null
    : !media.videoTrack
      ? 'Nincs kamera'
      : !media.cameraOn
        ? 'Kamera kikapcsolva'
        : null;
  const remotePlaceholder = remoteHasVideo
    ? null
    : call.peerPresent
      ? 'Kapcsolódás…'
      : `Várakozás: ${meeting.peer.name}`;
  const unseen = chatOpen ? 0 : chat.receivedCount;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: chatOpen ? 8 : 12 }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text
              role="status"
              aria-live="polite"
              fw={600}
              data-testid="call-status"
              data-state={call.connectionState ?? call.status}
            >
              {statusText}
            </Text>
            {call.connectionState ? (
              <QualityIndicator level={call.quality.level} sample={call.quality.sample} />
            ) : null}
          </Group>
          {call.notice ? (
            <Text size="sm" role="status" data-testid="call-notice">
              {call.notice}
            </Text>
          ) : null}
          <div className={classes.stage}>
            <VideoView
              stream={call.remoteStream}
              version={call.remoteVersion}
              muted={false}
              sinkId={media.speakerId}
              label={`${meeting.peer.name} videója`}
              placeholder={remotePlaceholder}
              testId="remote-video"
            />
            <div className={classes.pip}>
              <VideoView
                stream={localStream}
                muted
                mirrored={!sharing}
                label={sharing ? 'Az Ön megosztott képernyője' : 'Saját kamerakép'}
                placeholder={localPlaceholder}
                testId="local-video"
              />
            </div>
          </div>
          <Paper withBorder radius="md" p="xs">
            <Group justify="center" gap="sm" wrap="wrap" role="toolbar" aria-label="Hívás vezérlése">
              <MediaToggles
                micOn={media.micOn}
                cameraOn={media.cameraOn}
                hasMic={Boolean(media.audioTrack)}
                hasCamera={Boolean(media.videoTrack)}
                onMic={media.setMicOn}
                onCamera={media.setCameraOn}
                size="xl"
              />
              {screen.supported ? (
                <Tooltip label={sharing ? 'Képernyőmegosztás leállítása' : 'Képernyő megosztása'} withArrow>
                  <ActionIcon
                    size="xl"
                    radius="xl"
                    variant={sharing ? 'filled' : 'default'}
                    aria-label="Képernyő megosztása"
                    aria-pressed={sharing}
                    onClick={screen.toggle}
                    disabled={call.status !== 'in-call' && call.status !== 'waiting'}
                    data-testid="toggle-screen"
                  >
                    {sharing ? (
                      <IconScreenShareOff aria-hidden="true" />
                    ) : (
                      <IconScreenShare aria-hidden="true" />
                    )}
                  </ActionIcon>
                </Tooltip>
              ) : null}
              <Tooltip label={chatOpen ? 'Csevegés elrejtése' : 'Csevegés megnyitása'} withArrow>
                <Indicator disabled={unseen === 0} label={unseen} size={18} color="red.9" offset={4}>
                  <ActionIcon
                    size="xl"
                    radius="xl"
                    variant={chatOpen ? 'filled' : 'default'}
                    aria-label={unseen > 0 ? `Csevegés (${unseen} új üzenet)` : 'Csevegés'}
                    aria-expanded={chatOpen}
                    aria-controls={chatId}
                    onClick={() => onChatOpen(!chatOpen)}
                    data-testid="toggle-chat"
                  >
                    <IconMessages aria-hidden="true" />
                  </ActionIcon>
                </Indicator>
              </Tooltip>
              <Tooltip label="Hívás befejezése" withArrow>
                <ActionIcon
                  size="xl"
                  radius="xl"
                  color="red.9"
                  variant="filled"
                  aria-label="Hívás befejezése"
                  onClick={onHangup}
                  data-testid="hangup"
                >
                  <IconPhoneOff aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
          {sharing ? (
            <Box>
              <Badge color="blue.8" variant="filled">
                Képernyőt oszt meg
              </Badge>
            </Box>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} style={chatOpen ? undefined : { display: 'none' }}>
        <ChatPanel
          id={chatId}
          chat={chat}
          selfId={meeting.self.id}
          peerName={meeting.peer.name}
          hidden={!chatOpen}
        />
      </Grid.Col>
    </Grid>
  );
}
