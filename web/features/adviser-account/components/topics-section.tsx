import { consultingTopicsSchema } from '@common/api/advisers';
import { Checkbox, ColorSwatch, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useConsultationTypes } from '@web/api/consultation-types';
import { LoadError } from '@web/components/load-error';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
import { useUpdateConsultingTopicsMutation } from '../api/update-consulting-topics';

const topicsForm = z.object({ topics: consultingTopicsSchema });

/** "Tanácsadási területek": the consultation types the adviser offers (at least one to be activated). */
export function TopicsSection({ initial }: { initial: string[] }) {
  const types = useConsultationTypes({});
  const mutation = useUpdateConsultingTopicsMutation();
  const topicsEdit = useApiForm({
    initialValues: { topics: initial },
    schema: topicsForm,
    submit: ({ topics }) => mutation.mutateAsync(topics),
    success: 'A tanácsadási területek sikeresen mentve.',
  });
  const { form } = topicsEdit;

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
        <SaveForm form={topicsEdit} submitLabel="Területek mentése">
          <Checkbox.Group
            label="Válassza ki, milyen területeken ad tanácsot"
            description={`Legalább egy terület szükséges az aktiváláshoz. Kiválasztva: ${form.values.topics.length}`}
            {...form.getInputProps('topics')}
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
        </SaveForm>
      )}
    </SectionCard>
  );
}
