import type { PublicAdviser } from '@common/api/advisers';
import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { siteMediaSrc } from '@web/lib/site-media';
import { Link } from 'react-router';

const AVATAR_SIZE = 64;

/** Whom the asker books: picture (decorative: the name is beside it), name, and the way back to the profile. */
export function AdviserHeader({ adviser }: { adviser: PublicAdviser }) {
  const src = siteMediaSrc(adviser.avatarThumbnail ?? adviser.avatar);
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={src}
          alt=""
          name={adviser.name}
          color="blue"
          size={AVATAR_SIZE}
          radius={AVATAR_SIZE / 2}
          aria-hidden="true"
          imageProps={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            Tanácsadó
          </Text>
          <Text fw={700} size="lg" data-testid="booking-adviser-name" style={{ overflowWrap: 'anywhere' }}>
            {adviser.name}
          </Text>
          <Anchor component={Link} to={`/kerdezo/tanacsado/${adviser.id}`} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              Vissza a tanácsadó profiljához
            </Group>
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}
