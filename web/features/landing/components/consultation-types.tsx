import { formatNumber } from '@common/format';
import { Badge, Box, Group, Skeleton, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useActiveExpertsCount } from '@web/api/active-experts-count';
import { useConsultationTypes } from '@web/api/consultation-types';
import type { ContentSection } from '@web/content/markdown-content';
import { Link } from 'react-router';
import { ContentBlock } from './content-blocks';
import { ContentText } from './content-text';
import classes from './landing.module.css';

const listStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

/** Silent: the landing pages simply leave the list out when it cannot be loaded. */
const useTypes = () => useConsultationTypes({ silent: true });

/**
 * A landing page's "Tanácsadási területek" block: its text and the consultation types (see
 * {@link ConsultationTypeList}); left out when the types cannot be loaded.
 */
export function AreasBlock({ section, linked }: { section: ContentSection; linked?: boolean }) {
  const types = useTypes();
  if (!types.isPending && (types.data?.length ?? 0) === 0) return null;
  return (
    <ContentBlock section={section}>
      {section.paragraphs.map((html) => (
        <ContentText key={html} html={html} />
      ))}
      <ConsultationTypeList linked={linked} label={section.title} />
    </ContentBlock>
  );
}

/**
 * The consultation types of the portal as coloured badges; with `linked`, each opens the adviser list
 * filtered to that area. Nothing is shown when the types cannot be loaded.
 */
export function ConsultationTypeList({ linked = false, label }: { linked?: boolean; label: string }) {
  const types = useTypes();
  if (types.isPending) {
    return (
      <Group gap={8} aria-hidden="true">
        {[96, 128, 112, 144].map((width) => (
          <Skeleton key={width} height={28} width={width} radius="sm" />
        ))}
      </Group>
    );
  }
  if (!types.data || types.data.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} style={listStyle}>
      {types.data.map((type) => (
        <li key={type.id}>
          {linked ? (
            <Badge
              component={Link}
              to={`/tanacsadok?category=${encodeURIComponent(type.id)}`}
              className={classes.typeLink}
              color={type.color}
              c="white"
              variant="filled"
              size="xl"
              radius="sm"
              tt="none"
              maw="100%"
            >
              {type.name}
            </Badge>
          ) : (
            <Badge color={type.color} c="white" variant="filled" size="lg" radius="sm" tt="none" maw="100%">
              {type.name}
            </Badge>
          )}
        </li>
      ))}
    </Box>
  );
}

/** "Jelenleg N aktív szakértő …" from the live count; hidden while loading, on failure and at zero. */
export function ActiveExpertsCount({ suffix }: { suffix: string }) {
  const count = useActiveExpertsCount();
  if (!count.data) return null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="active-experts-count">
      <IconUsers size={20} aria-hidden="true" style={{ flexShrink: 0 }} color="var(--mantine-color-blue-8)" />
      <Text fw={600} style={{ minWidth: 0 }}>
        Jelenleg {formatNumber(count.data)} {suffix}
      </Text>
    </Group>
  );
}
