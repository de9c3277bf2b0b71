import type { Meeting } from '@common/api/conversations';
import { formatDateTime } from '@common/format';
import { Alert, Button, Group, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock, IconInfoCircle, IconVideo } from '@tabler/icons-react';
import { ErrorNotice } from '@web/components/error-notice';
import { LoadError } from '@web/components/load-error';
import { SectionCard } from '@web/components/section-card';
import type { ReactNode } from 'react';
import type { JoinPhase } from '../lib/join-window';
import classes from '../meeting.module.css';
import type { LocalMedia } from '../use-local-media';
import { useMicLevel } from '../use-mic-level';
import { MediaToggles } from './media-toggles';
import { VideoView } from './video-view';

/** Why the lobby cannot be joined now, by the phase of the join window (nothing while it is open). */
const JOIN_WINDOW_NOTES: Record<
  Exclude<JoinPhase, 'open'>,
  { color: string; icon: ReactNode; title: string; text: (meeting: Meeting) => ReactNode }
> = {
  early: {
    color: 'blue',
    icon: <IconClock aria-hidden="true" />,
    title: 'A csatlakozás még nem nyílt meg',
    text: (meeting) => (
      <>
        A csatlakozás ekkortól lehetséges: <strong>{formatDateTime(meeting.joinOpensAt)}</strong> (15 perccel
        a kezdés előtt). Az oldal magától frissül.
      </>
    ),
  },
  over: {
    color: 'gray',
    icon: <IconInfoCircle aria-hidden="true" />,
    title: 'A megbeszélés véget ért',
    text: (meeting) =>
      `Ez a megbeszélés ${formatDateTime(meeting.endTime)}-kor befejeződött, már nem lehet csatlakozni.`,
  },
  unavailable: {
    color: 'yellow',
    icon: <IconInfoCircle aria-hidden="true" />,
    title: 'A megbeszélés most nem érhető el',
    text: () =>
      'Csatlakozni csak megerősített időpontra lehet, 15 perccel a kezdés előttől a végéig. Az oldal magától frissül.',
  },
};

function JoinWindowNote({ meeting, phase }: { meeting: Meeting; phase: JoinPhase }) {
  if (phase === 'open') return null;
  const note = JOIN_WINDOW_NOTES[phase];
  return (
    <Alert
      color={note.color}
      variant="light"
      icon={note.icon}
      title={note.title}
      data-testid="join-window-note"
    >
      {note.text(meeting)}
    </Alert>
  );
}

/** Before joining: preview, devices, and the join button (enabled inside the join window). */
export function MeetingLobby({
  meeting,
  phase,
  media,
  joining,
  joinError,
  onJoin,
}: {
  meeting: Meeting;
  phase: JoinPhase;
  media: LocalMedia;
  joining: boolean;
  joinError: string | null;
  onJoin(): void;
}) {
  const hasMic = Boolean(media.audioTrack);
  const hasCamera = Boolean(media.videoTrack);
  const level = useMicLevel(media.audioTrack, media.micOn);
  const previewText = media.loading
    ? 'A kamera indítása…'
    : !hasCamera
      ? 'Nincs kamerakép'
      : !media.cameraOn
        ? 'A kamera ki van kapcsolva'
        : null;

  return (
    <SectionCard title="Felkészülés a csatlakozásra">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <div className={classes.preview}>
            <VideoView
              stream={media.stream}
              muted
              mirrored
              label={previewText ? `Saját kamerakép: ${previewText}` : 'Saját kamerakép előnézete'}
              placeholder={previewText}
              testId="preview-video"
            />
          </div>
          <Group gap="sm" justify="center">
            <MediaToggles
              micOn={media.micOn}
              cameraOn={media.cameraOn}
              hasMic={hasMic}
              hasCamera={hasCamera}
              onMic={media.setMicOn}
              onCamera={media.setCameraOn}
            />
          </Group>
        </Stack>
        <Stack gap="sm">
          {media.error ? (
            <LoadError
              title="A kamera és a mikrofon nem érhető el"
              message={media.error}
              onRetry={media.retry}
              data-testid="media-error"
            />
          ) : null}
          {media.notice ? (
            <Alert color="yellow" variant="light" role="status" title="Figyelem">
              {media.notice}
            </Alert>
          ) : null}
          <Select
            label="Kamera"
            placeholder={hasCamera ? 'Alapértelmezett kamera' : 'Nincs elérhető kamera'}
            data={media.cameras}
            value={media.cameraId}
            onChange={(value) => media.selectCamera(value)}
            disabled={media.cameras.length === 0}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Mikrofon"
            placeholder={hasMic ? 'Alapértelmezett mikrofon' : 'Nincs elérhető mikrofon'}
            data={media.microphones}
            value={media.microphoneId}
            onChange={(value) => media.selectMicrophone(value)}
            disabled={media.microphones.length === 0}
            allowDeselect={false}
          />
          {media.speakerSupported && media.speakers.length > 0 ? (
            <Select
              label="Hangszóró"
              placeholder="Alapértelmezett hangszóró"
              data={media.speakers}
              value={media.speakerId}
              onChange={(value) => media.selectSpeaker(value)}
              allowDeselect={false}
            />
          ) : null}
          {hasMic ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} aria-hidden="true">
                Mikrofon hangereje{media.micOn ? '' : ' (némítva)'}
              </Text>
              <Progress
                value={media.micOn ? (level ?? 0) : 0}
                aria-label="Mikrofon hangereje"
                transitionDuration={80}
                data-testid="mic-level"
              />
            </Stack>
          ) : null}
        </Stack>
      </SimpleGrid>
      <JoinWindowNote meeting={meeting} phase={phase} />
      {joinError ? (
        <ErrorNotice title="Nem sikerült csatlakozni" data-testid="join-error">
          {joinError}
        </ErrorNotice>
      ) : null}
      <Group justify="flex-end">
        <Button
          size="md"
          color="teal.9"
          leftSection={<IconVideo size={18} aria-hidden="true" />}
          disabled={phase !== 'open'}
          loading={joining}
          onClick={onJoin}
          fullWidth={false}
        >
          Csatlakozás
        </Button>
      </Group>
      {phase === 'open' && !hasMic && !hasCamera && !media.loading ? (
        <Text size="sm" c="dimmed">
          Kamera és mikrofon nélkül is csatlakozhat: látni és hallani fogja a másik felet, és írhat a
          csevegőben.
        </Text>
      ) : null}
    </SectionCard>
  );
}
