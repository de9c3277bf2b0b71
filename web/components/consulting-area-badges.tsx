import { Badge, Box, type BoxProps } from '@mantine/core';

/**
 * The adviser's consulting areas as badges in the type's own colour (a dark hex chosen so that white
 * text passes WCAG AA), as a list so screen readers announce how many there are.
 */
export function ConsultingAreaBadges({
  areas,
  label = 'Szakterületek',
  size = 'md',
  ...boxProps
}: {
  areas: readonly { name: string; color: string }[];
  label?: string;
  size?: 'sm' | 'md' | 'lg';
} & BoxProps) {
  if (areas.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      {...boxProps}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}
    >
      {areas.map((area) => (
        <Badge
          key={area.name}
          component="li"
          color={area.color}
          c="white"
          variant="filled"
          size={size}
          tt="none"
          radius="sm"
          maw="100%"
        >
          {area.name}
        </Badge>
      ))}
    </Box>
  );
}
