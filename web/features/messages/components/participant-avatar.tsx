import { Avatar } from '@mantine/core';

/** The other party's picture, or their initials (decorative: the name is always written beside it). */
export function ParticipantAvatar({
  src,
  name,
  size = 44,
}: {
  src: string | null;
  name: string;
  size?: number;
}) {
  return (
    <Avatar
      src={src}
      alt=""
      name={name}
      color="blue"
      size={size}
      radius={size / 2}
      aria-hidden="true"
      imageProps={{ loading: 'lazy', width: size, height: size }}
    />
  );
}
