import '@mantine/dropzone/styles.css';
import { MEDIA_MAX_BYTES } from '@common/api/advisers';
import { messages } from '@common/messages';
import { Avatar, Box, Button, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp, IconTrash, IconUser } from '@tabler/icons-react';
import { ConfirmDialog, useConfirmation } from '@web/components/confirm-dialog';
import { LoadError } from '@web/components/load-error';
import { SectionCard } from '@web/components/section-card';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useDeleteMediaMutation } from '../api/delete-media';
import { useProfileImageQuery } from '../api/get-profile-image';
import { useRotateMediaMutation } from '../api/rotate-media';
import { useUploadMediaMutation } from '../api/upload-media';
import { cropImage, croppedName } from '../lib/crop-image';
import { FILE_RULES_TEXT, IMAGE_TYPES, rejectionTexts } from '../lib/file-rules';
import { ROTATIONS } from './rotations';

// The cropper is needed only once an image is chosen.
const CropDialog = lazy(() => import('./crop-dialog'));

/** "Profilkép": the current image (rotate, delete) and a new one via drop zone or button → crop → upload. */
export function ProfileImageSection() {
  const { userId } = useAdviserIdentity();
  const image = useProfileImageQuery(userId);
  const upload = useUploadMediaMutation();
  const rotate = useRotateMediaMutation();
  const remove = useDeleteMediaMutation();
  const openRef = useRef<() => void>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const deletion = useConfirmation({
    call: ({ id }: { id: string }) =>
      remove.mutateAsync({ id, errorMessage: messages.advisers.profileImageDeleteFailed }),
    success: () => 'A profilkép törölve.',
    failure: messages.advisers.profileImageDeleteFailed,
  });
  const [uploading, setUploading] = useState(false);

  const current = image.data ?? null;
  const busy = uploading || rotate.isPending || remove.isPending;

  const onUpload = async (area: Area, rotation: number, src: string) => {
    if (!file) {
      notifyError(messages.media.noFile);
      return;
    }
    setUploading(true);
    setProgress(0);
    try {
      const blob = await cropImage(src, area, rotation, file.type);
      await upload.mutateAsync({
        file: blob,
        filename: croppedName(file.name, blob),
        userId,
        type: 'profile',
        onProgress: setProgress,
      });
      notifySuccess('A profilkép sikeresen feltöltve.');
      setFile(null);
    } catch (error) {
      // API failures already showed their toast; a canvas failure has not.
      if (error instanceof Error && error.name === 'Error') notifyError(error.message);
    } finally {
      setUploading(false);
    }
  };

  const onRotate = (angle: number) => {
    if (!current) return;
    rotate.mutate({ id: current.id, angle }, { onSuccess: () => notifySuccess('A profilkép elforgatva.') });
  };

  return (
    <SectionCard title="Profilkép" id="profilkep">
      {image.isPending ? (
        <Group gap="lg" role="status" aria-label="Betöltés…">
          <Skeleton circle height={160} />
          <Skeleton height={120} style={{ flex: 1, minWidth: 200 }} />
        </Group>
      ) : image.isError ? (
        <LoadError message="Nem sikerült betölteni a profilképet." onRetry={() => void image.refetch()} />
      ) : (
        <Group gap="lg" align="flex-start">
          <Stack gap="sm" align="center">
            {current ? (
              <Image
                src={current.optimizedUrl}
                alt="Az Ön jelenlegi profilképe"
                w={160}
                h={160}
                radius={80}
                fit="cover"
                data-testid="profile-image"
              />
            ) : (
              <Avatar size={160} radius={80} color="gray" aria-hidden="true">
                <IconUser size={64} />
              </Avatar>
            )}
            {current ? null : <Text size="sm">Még nincs profilképe.</Text>}
          </Stack>
          <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
            <Dropzone
              openRef={openRef}
              onDrop={(files) => {
                const [first] = files;
                if (first) setFile(first);
              }}
              onReject={(rejections) => {
                for (const text of rejectionTexts(rejections)) notifyError(text);
              }}
              accept={IMAGE_TYPES}
              maxSize={MEDIA_MAX_BYTES}
              multiple={false}
              activateOnKeyboard={false}
              disabled={busy}
              data-testid="profile-dropzone"
            >
              <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: 'none' }}>
                <IconPhotoUp size={36} aria-hidden="true" />
                <Box>
                  <Text>Húzzon ide egy képet, vagy kattintson a kiválasztáshoz</Text>
                  <Text size="sm" c="dimmed">
                    {FILE_RULES_TEXT} Feltöltés előtt négyzet alakúra vághatja.
                  </Text>
                </Box>
              </Group>
            </Dropzone>
            <Group gap="sm">
              <Button
                leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
                onClick={() => openRef.current?.()}
                disabled={busy}
              >
                {current ? 'Új kép kiválasztása' : 'Kép kiválasztása'}
              </Button>
              {current ? (
                <>
                  {ROTATIONS.map(({ angle, label, icon: RotateIcon }) => (
                    <Button
                      key={angle}
                      variant="default"
                      leftSection={<RotateIcon size={18} aria-hidden="true" />}
                      onClick={() => onRotate(angle)}
                      disabled={busy}
                      loading={rotate.isPending && rotate.variables?.angle === angle}
                    >
                      {label}
                    </Button>
                  ))}
                  <Button
                    variant="outline"
                    color="red.9"
                    leftSection={<IconTrash size={18} aria-hidden="true" />}
                    onClick={() => deletion.ask(current)}
                    disabled={busy}
                  >
                    Profilkép törlése
                  </Button>
                </>
              ) : null}
            </Group>
          </Stack>
        </Group>
      )}
      {file ? (
        <Suspense fallback={null}>
          <CropDialog
            file={file}
            uploading={uploading}
            progress={progress}
            onUpload={(area, rotation, src) => void onUpload(area, rotation, src)}
            onClose={() => setFile(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog {...deletion.dialog} title="Profilkép törlése" confirmLabel="Igen, törlöm">
        Biztosan törli a profilképét? A művelet nem vonható vissza.
      </ConfirmDialog>
    </SectionCard>
  );
}
