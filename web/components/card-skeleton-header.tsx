import { Group, Skeleton, Stack } from '@mantine/core';

/** The top of an adviser card's placeholder: the round picture, the name and the line under it. */
export function CardSkeletonHeader({ avatarSize }: { avatarSize: number }) {
  return (
    <Group wrap="nowrap" gap="md">
      <Skeleton circle height={avatarSize} width={avatarSize} />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton height={18} width="70%" />
        <Skeleton height={12} width="50%" />
      </Stack>
    </Group>
  );
}
