import type { Media } from '@common/api/advisers';
import { Button, Group, Modal, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAdviserGallery } from '../api/adviser-gallery';
import classes from './gallery.module.css';

const imageLabel = (index: number) => `Galériakép ${index + 1}`;

/** The adviser's gallery: a grid of thumbnails, each opening the full picture in a lightbox. */
export function AdviserGallery({ userId }: { userId: string }) {
  const gallery = useAdviserGallery(userId);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (gallery.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" aria-hidden="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} style={{ aspectRatio: '1 / 1' }} />
        ))}
      </SimpleGrid>
    );
  }
  if (gallery.isError) {
    return (
      <Group gap="sm">
        <Text>A galéria betöltése nem sikerült.</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => gallery.refetch()}>
          Újrapróbálás
        </Button>
      </Group>
    );
  }
  const images = gallery.data;
  if (images.length === 0) return <Text>Még nincsenek galériaképek.</Text>;

  return (
    <>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
        {images.map((image, index) => (
          <UnstyledButton
            key={image.id}
            className={classes.thumb}
            onClick={() => setOpenIndex(index)}
            aria-haspopup="dialog"
          >
            <img
              className={classes.thumbImage}
              src={image.optimizedUrl || image.thumbnailUrl || image.url}
              alt={imageLabel(index)}
              loading="lazy"
              width={image.dimensions.width}
              height={image.dimensions.height}
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Lightbox images={images} index={openIndex} onChange={setOpenIndex} />
    </>
  );
}

/** The full picture in a dialog, with previous/next buttons and the arrow keys (wrapping around). */
function Lightbox({
  images,
  index,
  onChange,
}: {
  images: Media[];
  index: number | null;
  onChange(index: number | null): void;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const count = images.length;
  const opened = index !== null;

  useEffect(() => {
    if (index === null || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onChange((index - 1 + count) % count);
      else if (event.key === 'ArrowRight') onChange((index + 1) % count);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, onChange]);

  const image = index === null ? undefined : images[index];
  return (
    <Modal
      opened={opened && Boolean(image)}
      onClose={() => onChange(null)}
      title={index === null ? '' : `${imageLabel(index)} / ${count}`}
      size="xl"
      fullScreen={fullScreen}
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      {image && index !== null ? (
        <>
          <img
            className={classes.fullImage}
            src={image.url}
            alt={imageLabel(index)}
            width={image.dimensions.width}
            height={image.dimensions.height}
          />
          {count > 1 ? (
            <Group justify="space-between" mt="md" wrap="nowrap">
              <Button
                variant="default"
                leftSection={<IconChevronLeft size={18} aria-hidden="true" />}
                onClick={() => onChange((index - 1 + count) % count)}
              >
                Előző kép
              </Button>
              <Text size="sm" c="dimmed" aria-hidden="true">
                {index + 1} / {count}
              </Text>
              <Button
                variant="default"
                rightSection={<IconChevronRight size={18} aria-hidden="true" />}
                onClick={() => onChange((index + 1) % count)}
              >
                Következő kép
              </Button>
            </Group>
          ) : null}
          {count > 1 ? (
            <Text size="sm" c="dimmed" mt="xs" ta="center">
              A képek között a bal és jobb nyílbillentyűvel is lapozhat.
            </Text>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
