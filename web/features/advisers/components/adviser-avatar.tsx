import { MEDIA_MAIN_MAX_SIDE, MEDIA_THUMBNAIL_MAX_SIDE } from '@common/constants';
import { Avatar } from '@mantine/core';
import { siteMediaSrc } from '@web/lib/site-media';

/**
 * The adviser's picture with their name as its text; without a picture, decorative initials. With both
 * stored sizes the browser picks by the screen's density (srcset); `priority` loads it at once (the
 * profile's main picture), otherwise it loads as it scrolls into view. The API's absolute URLs are
 * loaded from the page's own address (siteMediaSrc).
 */
export function AdviserAvatar({
  thumbnail,
  full,
  name,
  size,
  priority = false,
}: {
  thumbnail: string | null;
  full: string | null;
  name: string;
  size: number;
  priority?: boolean;
}) {
  const small = siteMediaSrc(thumbnail);
  const large = siteMediaSrc(full);
  const src = small ?? large;
  const srcSet =
    small && large ? `${small} ${MEDIA_THUMBNAIL_MAX_SIDE}w, ${large} ${MEDIA_MAIN_MAX_SIDE}w` : undefined;
  return (
    <Avatar
      src={src}
      alt={name}
      name={name}
      color="blue"
      size={size}
      radius={size / 2}
      aria-hidden={src ? undefined : true}
      imageProps={{
        loading: priority ? 'eager' : 'lazy',
        fetchPriority: priority ? 'high' : undefined,
        decoding: 'async',
        width: size,
        height: size,
        srcSet,
        sizes: srcSet ? `${size}px` : undefined,
      }}
    />
  );
}
