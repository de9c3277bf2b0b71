import { ActionIcon, Tooltip } from '@mantine/core';
import { type Icon, IconMicrophone, IconMicrophoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';

/** A device's toggle: its texts (the "turn off" one is the button's fixed name), icons and test id. */
interface Device {
  missing: string;
  turnOff: string;
  turnOn: string;
  OnIcon: Icon;
  OffIcon: Icon;
  testId: string;
}

const MIC: Device = {
  missing: 'Nincs mikrofon',
  turnOff: 'Mikrofon némítása',
  turnOn: 'Mikrofon bekapcsolása',
  OnIcon: IconMicrophone,
  OffIcon: IconMicrophoneOff,
  testId: 'toggle-mic',
};

const CAMERA: Device = {
  missing: 'Nincs kamera',
  turnOff: 'Kamera kikapcsolása',
  turnOn: 'Kamera bekapcsolása',
  OnIcon: IconVideo,
  OffIcon: IconVideoOff,
  testId: 'toggle-camera',
};

/** One device's toggle: pressed (red) while the device is off or missing; disabled when missing. */
function MediaToggle({
  device,
  size,
  on,
  available,
  onToggle,
}: {
  device: Device;
  size: 'lg' | 'xl';
  on: boolean;
  available: boolean;
  onToggle(on: boolean): void;
}) {
  const live = on && available;
  const DeviceIcon = live ? device.OnIcon : device.OffIcon;
  return (
    <Tooltip label={!available ? device.missing : on ? device.turnOff : device.turnOn} withArrow>
      <ActionIcon
        size={size}
        radius="xl"
        variant={live ? 'default' : 'filled'}
        color={live ? undefined : 'red.9'}
        aria-label={device.turnOff}
        aria-pressed={!live}
        disabled={!available}
        onClick={() => onToggle(!on)}
        data-testid={device.testId}
      >
        <DeviceIcon aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

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
  return (
    <>
      <MediaToggle device={MIC} size={size} on={micOn} available={hasMic} onToggle={onMic} />
      <MediaToggle device={CAMERA} size={size} on={cameraOn} available={hasCamera} onToggle={onCamera} />
    </>
  );
}
