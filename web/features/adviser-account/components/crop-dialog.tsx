import { Box, Button, Group, Modal, Progress, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { ROTATIONS } from './rotations';

/**
 * Square crop of a chosen profile image: drag (or arrow keys) to move, the slider to zoom, the
 * buttons to rotate by 90°. `onUpload` receives the crop; the dialog shows the upload progress.
 */
export default function CropDialog({
  file,
  uploading,
  progress,
  onUpload,
  onClose,
}: {
  file: File | null;
  uploading: boolean;
  progress: number;
  onUpload: (area: Area, rotation: number, src: string) => void;
  onClose: () => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const helpId = useId();

  useEffect(() => {
    if (!file) {
      setSrc(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setSrc(url);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setArea(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    if (!uploading) onClose();
  };

  return (
    <Modal
      opened={Boolean(file)}
      onClose={close}
      title="Profilkép kivágása"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <Stack gap="md">
        <Text size="sm" id={helpId}>
          Húzza a képet (vagy a kivágási keretre lépve használja a nyílbillentyűket) a kívánt rész
          kiválasztásához. A csúszkával nagyíthat, a gombokkal 90 fokkal forgathatja a képet.
        </Text>
        <Box
          pos="relative"
          h={{ base: 260, sm: 340 }}
          bg="dark.8"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        >
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: 'A kivágandó kép' }}
              cropperProps={{ role: 'group', 'aria-label': 'Kivágási keret', 'aria-describedby': helpId }}
            />
          ) : null}
        </Box>
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden="true">
            Nagyítás
          </Text>
          <Slider
            value={zoom}
            onChange={setZoom}
            min={1}
            max={3}
            step={0.05}
            thumbLabel="Nagyítás"
            label={(value) => `${Math.round(value * 100)}%`}
            disabled={uploading}
          />
        </Stack>
        <Group gap="sm">
          {ROTATIONS.map(({ angle, label, icon: RotateIcon }) => (
            <Button
              key={angle}
              variant="default"
              leftSection={<RotateIcon size={18} aria-hidden="true" />}
              onClick={() => setRotation((r) => (r + angle) % 360)}
              disabled={uploading}
            >
              {label}
            </Button>
          ))}
        </Group>
        {uploading ? (
          <Stack gap={4}>
            <Text size="sm">Feltöltés: {progress}%</Text>
            <Progress value={progress} aria-label="Profilkép feltöltése" animated />
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={uploading}>
            Mégse
          </Button>
          <Button
            onClick={() => {
              if (area && src) onUpload(area, rotation, src);
            }}
            loading={uploading}
            disabled={!area}
          >
            Feltöltés
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
