import { Group, List, Progress, Stack, Text } from '@mantine/core';

export interface UploadItem {
  id: string;
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'error';
  error?: string;
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Várakozik',
  uploading: 'Feltöltés',
  done: 'Kész',
  error: 'Sikertelen',
};

/** Per-file progress of a batch upload: name, bar and state in words. */
export function UploadList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <List listStyleType="none" spacing="xs" p={0} m={0} aria-label="Feltöltések" data-testid="upload-list">
      {items.map((item) => (
        <List.Item key={item.id}>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                {item.name}
              </Text>
              <Text
                size="sm"
                fw={600}
                c={item.status === 'error' ? 'red.9' : undefined}
                style={{ flexShrink: 0 }}
              >
                {STATUS_TEXT[item.status]}
                {item.status === 'uploading' ? ` ${item.progress}%` : ''}
              </Text>
            </Group>
            <Progress
              value={item.status === 'done' ? 100 : item.progress}
              color={item.status === 'error' ? 'red.9' : item.status === 'done' ? 'green.9' : 'blue.8'}
              aria-label={`${item.name} feltöltése`}
              size="sm"
            />
            {item.error ? (
              <Text size="xs" c="red.9">
                {item.error}
              </Text>
            ) : null}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
