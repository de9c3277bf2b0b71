import { consultingTopicsSchema } from '@common/api/advisers';
import { Button, Checkbox, ColorSwatch, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '@web/components/load-error';
import { SectionCard } from '@web/components/section-card';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useConsultationTypesQuery } from '../api/get-consultation-types';
import { useUpdateConsultingTopicsMutation } from '../api/update-consulting-topics';

/** "Tanácsadási területek": the consultation types the adviser offers (at least one to be activated). */
export function TopicsSection({ initial }: { initial: string[] }) {
  const types = useConsultationTypesQuery();
  const mutation = useUpdateConsultingTopicsMutation();
  const [selected, setSelected] = useState<string[]>(initial);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = consultingTopicsSchema.safeParse(selected);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: () => notifySuccess('A tanácsadási területek sikeresen mentve.'),
    });
  };

  return (
    <SectionCard title="Tanácsadási területek" id="tanacsadasi-teruletek">
      {types.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label="Betöltés…">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={24} />
          ))}
        </SimpleGrid>
      ) : types.isError ? (
        <LoadError
          message="Nem sikerült betölteni a tanácsadási területeket."
          onRetry={() => void types.refetch()}
        />
      ) : types.data.length === 0 ? (
        <Text size="sm">Még nincsenek választható tanácsadási területek. Kérjük, nézzen vissza később.</Text>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Checkbox.Group
              label="Válassza ki, milyen területeken ad tanácsot"
              description={`Legalább egy terület szükséges az aktiváláshoz. Kiválasztva: ${selected.length}`}
              value={selected}
              onChange={setSelected}
              error={error}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                {types.data.map((type) => (
                  <Checkbox
                    key={type.id}
                    value={type.id}
                    label={
                      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                        <ColorSwatch component="span" color={type.color} size={14} aria-hidden="true" />
                        {type.name}
                      </span>
                    }
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group>
              <Button type="submit" loading={mutation.isPending}>
                Területek mentése
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
