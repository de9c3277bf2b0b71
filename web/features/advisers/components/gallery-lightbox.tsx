import type { Media } from '@common/api/advisers';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import classes from './gallery.module.css';
import { imageLabel } from './gallery-labels';

/** The full picture in a dialog, with previous/next buttons and the arrow keys (wrapping around). */
export default function Lightbox({
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
