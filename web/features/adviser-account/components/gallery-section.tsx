import '@mantine/dropzone/styles.css';
import { GALLERY_MAX_IMAGES, MEDIA_MAX_BYTES, type Media } from '@common/api/advisers';
import { messages } from '@common/messages';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  type Icon,
  IconArrowLeft,
  IconArrowRight,
  IconGripVertical,
  IconPhotoPlus,
  IconRotateClockwise2,
  IconTrash,
} from '@tabler/icons-react';
import { ConfirmDialog, useConfirmation } from '@web/components/confirm-dialog';
import { LoadError } from '@web/components/load-error';
import { Notice } from '@web/components/notice';
import { SectionCard } from '@web/components/section-card';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { errorText } from '@web/lib/form';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useDeleteMediaMutation } from '../api/delete-media';
import { useGalleryQuery } from '../api/get-gallery';
import { useReorderGalleryMutation } from '../api/reorder-gallery';
import { useRotateMediaMutation } from '../api/rotate-media';
import { useUploadMediaMutation } from '../api/upload-media';
import { FILE_RULES_TEXT, IMAGE_TYPES, rejectionTexts } from '../lib/file-rules';
import { type UploadItem, UploadList } from './upload-list';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

let uploadCounter = 0;

/** A small icon button under a gallery image (move, rotate, delete), its tip shown on hover. */
function ImageTool({
  tip,
  label,
  icon: ToolIcon,
  color = 'dark',
  disabled,
  loading,
  onClick,
  'data-move': dataMove,
}: {
  tip: string;
  /** The accessible name, with the image's label. */
  label: string;
  icon: Icon;
  color?: string;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
  'data-move'?: string;
}) {
  return (
    <Tooltip label={tip} withinPortal>
      <ActionIcon
        variant="subtle"
        color={color}
        size={32}
        aria-label={label}
        data-move={dataMove}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      >
        <ToolIcon size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * "Galéria": up to 15 images; several files at once with per-file progress; delete (confirmed),
 * rotate, and reorder by drag and drop or, from the keyboard, with the move buttons.
 */
export function GallerySection() {
  const { userId } = useAdviserIdentity();
  const gallery = useGalleryQuery(userId);
  const upload = useUploadMediaMutation();
  const reorder = useReorderGalleryMutation(userId);
  const rotate = useRotateMediaMutation();
  const remove = useDeleteMediaMutation();
  const openRef = useRef<() => void>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ id: string; direction: 'earlier' | 'later' } | null>(null);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const deletion = useConfirmation({
    call: (image: Media) => remove.mutateAsync({ id: image.id }),
    success: () => 'A kép törölve a galériából.',
    failure: messages.api.internal,
  });

  const images = gallery.data ?? [];
  const active = uploads.filter((u) => u.status === 'waiting' || u.status === 'uploading').length;
  const full = images.length >= GALLERY_MAX_IMAGES;
  const remaining = Math.max(0, GALLERY_MAX_IMAGES - images.length - active);

  // After a move with the buttons, the focus stays on the moved image's button (or its sibling).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || !listRef.current) return;
    pendingFocus.current = null;
    const find = (direction: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${target.id}-${direction}"]:not([disabled])`,
      );
    (find(target.direction) ?? find(target.direction === 'earlier' ? 'later' : 'earlier'))?.focus();
  });

  const patch = (id: string, change: Partial<UploadItem>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const onDrop = async (files: File[]) => {
    if (files.length === 0) return;
    if (remaining <= 0) {
      notifyError(messages.media.galleryLimit);
      return;
    }
    const accepted = files.slice(0, remaining);
    if (files.length > accepted.length) notifyError(messages.media.galleryLimit);
    const batch = accepted.map((file) => {
      uploadCounter += 1;
      return {
        file,
        item: {
          id: `upload-${uploadCounter}`,
          name: file.name,
          progress: 0,
          status: 'waiting',
        } as UploadItem,
      };
    });
    setUploads((list) => [...list.filter((u) => u.status !== 'done'), ...batch.map((b) => b.item)]);
    let stored = images.length;
    let succeeded = 0;
    for (const [position, { file, item }] of batch.entries()) {
      patch(item.id, { status: 'uploading' });
      try {
        await upload.mutateAsync({
          file,
          userId,
          type: 'gallery',
          galleryCount: stored,
          onProgress: (progress) => patch(item.id, { progress }),
        });
        stored += 1;
        succeeded += 1;
        patch(item.id, { status: 'done', progress: 100 });
      } catch (error) {
        patch(item.id, { status: 'error', error: errorText(error, messages.api.internal) });
        if (errorText(error, '') === messages.media.galleryLimitReached) {
          for (const rest of batch.slice(position + 1)) {
            patch(rest.item.id, { status: 'error', error: messages.media.galleryLimit });
          }
          break;
        }
      }
    }
    if (succeeded > 0) {
      notifySuccess(
        succeeded === 1 ? 'A kép feltöltve a galériába.' : `${succeeded} kép feltöltve a galériába.`,
      );
    }
  };

  const moveTo = (from: number, to: number, viaKeyboard?: 'earlier' | 'later') => {
    if (to < 0 || to >= images.length || from === to) return;
    const moved = images[from];
    if (!moved) return;
    if (viaKeyboard) pendingFocus.current = { id: moved.id, direction: viaKeyboard };
    reorder.reorder(move(images, from, to));
    setAnnouncement(`A kép új helye: ${to + 1}. a ${images.length} közül.`);
  };

  const dragProps = (image: Media, index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      setDragId(image.id);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', image.id);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!dragId) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (overId !== image.id) setOverId(image.id);
    },
    onDragLeave: () => setOverId((current) => (current === image.id ? null : current)),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      const from = images.findIndex((m) => m.id === dragId);
      setDragId(null);
      setOverId(null);
      if (from >= 0) moveTo(from, index);
    },
    onDragEnd: () => {
      setDragId(null);
      setOverId(null);
    },
  });

  return (
    <SectionCard
      title="Galéria"
      id="galeria"
      action={
        <Text size="sm" data-testid="gallery-counter">
          {images.length} / {GALLERY_MAX_IMAGES} kép
        </Text>
      }
    >
      {gallery.isPending ? (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} role="status" aria-label="Betöltés…">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={140} />
          ))}
        </SimpleGrid>
      ) : gallery.isError ? (
        <LoadError message="Nem sikerült betölteni a galériát." onRetry={() => void gallery.refetch()} />
      ) : (
        <Stack gap="md">
          {full ? (
            <Notice tone="warning" data-testid="gallery-full" role="status">
              {messages.media.galleryLimit}. Új kép feltöltéséhez előbb töröljön egyet.
            </Notice>
          ) : null}
          <Dropzone
            openRef={openRef}
            onDrop={(files) => void onDrop(files)}
            onReject={(rejections) => {
              for (const text of rejectionTexts(rejections)) notifyError(text);
            }}
            accept={IMAGE_TYPES}
            maxSize={MEDIA_MAX_BYTES}
            multiple
            activateOnKeyboard={false}
            disabled={full || remaining <= 0}
            data-testid="gallery-dropzone"
          >
            <Group justify="center" gap="sm" mih={80} style={{ pointerEvents: 'none' }}>
              <IconPhotoPlus size={32} aria-hidden="true" />
              <Box>
                <Text>
                  {full ? 'A galéria megtelt' : 'Húzzon ide képeket, vagy kattintson a kiválasztáshoz'}
                </Text>
                <Text size="sm" c="dimmed">
                  {FILE_RULES_TEXT} Még {remaining} kép tölthető fel.
                </Text>
              </Box>
            </Group>
          </Dropzone>
          <Group>
            <Button
              leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
              onClick={() => openRef.current?.()}
              disabled={full || remaining <= 0}
            >
              Képek kiválasztása
            </Button>
          </Group>
          <UploadList items={uploads} />
          {images.length === 0 ? (
            <Text size="sm" data-testid="gallery-empty">
              Még nincs kép a galériájában. A képek a nyilvános profilján jelennek meg.
            </Text>
          ) : (
            <>
              <Text size="sm" id="gallery-order-help">
                A sorrendet a képek áthúzásával vagy a nyílgombokkal módosíthatja.
              </Text>
              <SimpleGrid
                ref={listRef}
                cols={{ base: 2, xs: 3, sm: 4 }}
                spacing="sm"
                component="ol"
                aria-describedby="gallery-order-help"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                data-testid="gallery-grid"
              >
                {images.map((image, index) => {
                  const label = `${index + 1}. kép`;
                  const dropTarget = overId === image.id && dragId !== image.id;
                  return (
                    <Paper
                      key={image.id}
                      component="li"
                      withBorder
                      radius="md"
                      p={6}
                      data-testid="gallery-item"
                      style={{
                        opacity: dragId === image.id ? 0.5 : 1,
                        outline: dropTarget ? '3px dashed var(--mantine-color-blue-8)' : undefined,
                        cursor: 'grab',
                      }}
                      {...dragProps(image, index)}
                    >
                      <Stack gap={6}>
                        <Box pos="relative">
                          <Image
                            src={image.optimizedUrl}
                            alt={`Galériakép ${index + 1}`}
                            h={110}
                            fit="cover"
                            radius="sm"
                            draggable={false}
                          />
                          <Group
                            gap={2}
                            pos="absolute"
                            top={4}
                            left={4}
                            px={6}
                            bg="rgba(255,255,255,0.9)"
                            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                            aria-hidden="true"
                          >
                            <IconGripVertical size={14} />
                            <Text size="xs" fw={700}>
                              {index + 1}.
                            </Text>
                          </Group>
                        </Box>
                        <Group gap={2} justify="center" wrap="nowrap">
                          <ImageTool
                            tip="Előrébb"
                            label={`Előrébb mozgatás: ${label}`}
                            data-move={`${image.id}-earlier`}
                            disabled={index === 0}
                            onClick={() => moveTo(index, index - 1, 'earlier')}
                            icon={IconArrowLeft}
                          />
                          <ImageTool
                            tip="Hátrébb"
                            label={`Hátrébb mozgatás: ${label}`}
                            data-move={`${image.id}-later`}
                            disabled={index === images.length - 1}
                            onClick={() => moveTo(index, index + 1, 'later')}
                            icon={IconArrowRight}
                          />
                          <ImageTool
                            tip="Forgatás jobbra"
                            label={`Forgatás jobbra: ${label}`}
                            loading={rotate.isPending && rotate.variables?.id === image.id}
                            onClick={() =>
                              rotate.mutate(
                                { id: image.id, angle: 90 },
                                { onSuccess: () => notifySuccess('A kép elforgatva.') },
                              )
                            }
                            icon={IconRotateClockwise2}
                          />
                          <ImageTool
                            tip="Törlés"
                            label={`Törlés: ${label}`}
                            color="red.9"
                            onClick={() => deletion.ask(image)}
                            icon={IconTrash}
                          />
                        </Group>
                      </Stack>
                    </Paper>
                  );
                })}
              </SimpleGrid>
            </>
          )}
          <VisuallyHidden aria-live="polite" role="status">
            {announcement}
          </VisuallyHidden>
        </Stack>
      )}
      <ConfirmDialog {...deletion.dialog} title="Galériakép törlése" confirmLabel="Igen, törlöm">
        Biztosan törli ezt a képet a galériából? A művelet nem vonható vissza.
      </ConfirmDialog>
    </SectionCard>
  );
}
