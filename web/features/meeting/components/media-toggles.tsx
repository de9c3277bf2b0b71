import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';

/** Microphone and camera on/off: toggle buttons with a fixed name and aria-pressed. */
export function MediaToggles({
  micOn,
  cameraOn,
  hasMic,
  hasCamera,
  onMic,
  onCamera,
  size = 'xl',
}: {
  micOn: boolean;
  cameraOn: boolean;
  hasMic: boolean;
  hasCamera: boolean;
  onMic(on: boolean): void;
  onCamera(on: boolean): void;
  size?: 'lg' | 'xl';
}) {
  const micTip = !hasMic ? 'Nincs mikrofon' : micOn ? 'Mikrofon némítása' : 'Mikrofon bekapcsolása';
  const cameraTip = !hasCamera ? 'Nincs kamera' : cameraOn ? 'Kamera kikapcsolása' : 'Kamera bekapcsolása';
  return (
    <>
      <Tooltip label={micTip} withArrow>
        <ActionIcon
          size={size}
          radius="xl"
          variant={micOn && hasMic ? 'default' : 'filled'}
          color={micOn && hasMic ? undefined : 'red.9'}
          aria-label="Mikrofon némítása"
          aria-pressed={!micOn || !hasMic}
          disabled={!hasMic}
          onClick={() => onMic(!micOn)}
          data-testid="toggle-mic"
        >
          {micOn && hasMic ? <IconMicrophone aria-hidden="true" /> : <IconMicrophoneOff aria-hidden="true" />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={cameraTip} withArrow>
        <ActionIcon
          size={size}
          radius="xl"
          variant={cameraOn && hasCamera ? 'default' : 'filled'}
          color={cameraOn && hasCamera ? undefined : 'red.9'}
          aria-label="Kamera kikapcsolása"
          aria-pressed={!cameraOn || !hasCamera}
          disabled={!hasCamera}
          onClick={() => onCamera(!cameraOn)}
          data-testid="toggle-camera"
        >
          {cameraOn && hasCamera ? <IconVideo aria-hidden="true" /> : <IconVideoOff aria-hidden="true" />}
        </ActionIcon>
      </Tooltip>
    </>
  );
}
