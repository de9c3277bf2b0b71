import type { Media } from '@common/api/advisers';
import { MEDIA_THUMBNAIL_MAX_SIDE } from '@common/constants';
import { Box, Button, Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { withFullStyles } from '@web/lib/lazy-styles';
import { lazy, Suspense, useState } from 'react';
import { useAdviserGallery } from '../api/adviser-gallery';
import classes from './gallery.module.css';

import { imageLabel } from './gallery-labels';

// The lightbox (a dialog) loads when a picture is first opened, not with the profile.
const Lightbox = lazy(withFullStyles(() => import('./gallery-lightbox')));

/**
 * The profile's "Galéria" section: a grid of thumbnails, each opening the full picture in a lightbox.
 * Shown only with pictures (or when they failed to load); an adviser without any has no empty section.
 * It is the profile's last section, so appearing once loaded moves nothing below it.
 */
export function AdviserGallerySection({ userId }: { userId: string }) {
  const gallery = useAdviserGallery(userId);
  if (gallery.isPending || (gallery.isSuccess && gallery.data.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="galeria">
      <Title order={2} id="galeria" mb="sm">
        Galéria
      </Title>
      {gallery.isError ? (
        <Group gap="sm">
          <Text>A galéria betöltése nem sikerült.</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => gallery.refetch()}>
            Újrapróbálás
          </Button>
        </Group>
      ) : (
        <GalleryGrid images={gallery.data} />
      )}
    </Box>
  );
}

function GalleryGrid({ images }: { images: Media[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
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
              src={image.thumbnailUrl || image.optimizedUrl || image.url}
              // The tile is a quarter of the page (half on phones): the thumbnail or the main image.
              srcSet={
                image.thumbnailUrl
                  ? `${image.thumbnailUrl} ${MEDIA_THUMBNAIL_MAX_SIDE}w, ${image.optimizedUrl || image.url} ${image.dimensions.width}w`
                  : undefined
              }
              sizes="(max-width: 36em) 50vw, 25vw"
              alt={imageLabel(index)}
              loading="lazy"
              decoding="async"
              width={image.dimensions.width}
              height={image.dimensions.height}
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {openIndex !== null ? (
        <Suspense fallback={null}>
          <Lightbox images={images} index={openIndex} onChange={setOpenIndex} />
        </Suspense>
      ) : null}
    </>
  );
}
