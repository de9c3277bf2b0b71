import { Avatar } from '@mantine/core';

/** The adviser's picture with their name as its text; without a picture, decorative initials. */
export function AdviserAvatar({ src, name, size }: { src: string | null; name: string; size: number }) {
  return (
    <Avatar
      src={src}
      alt={name}
      name={name}
      color="blue"
      size={size}
      radius={size / 2}
      aria-hidden={src ? undefined : true}
      imageProps={{ loading: 'lazy', width: size, height: size }}
    />
  );
}
