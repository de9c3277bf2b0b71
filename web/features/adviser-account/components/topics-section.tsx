import {
  Anchor,
  Checkbox,
  ColorSwatch,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useConsultationTypes } from '@web/api/consultation-types';
import { DAC7_SECTION_PATH, useMyDac7Status } from '@web/api/dac7-status';
import { InlineError } from '@web/components/inline-error';
import { LoadError } from '@web/components/load-error';
import { Notice } from '@web/components/notice';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { useApiForm } from '@web/lib/use-api-form';
import { Link } from 'react-router';
import { useUpdateConsultingTopicsMutation } from '../api/update-consulting-topics';
import { useUpdatePricesMutation } from '../api/update-prices';
import {
  initialTopicsValues,
  needsPayoutAccount,
  type OfferedTopic,
  PAYOUTS_PAGE,
  topicsForm,
} from '../lib/topics-form';

/**
 * "Tanácsadási területek és díjak": the consultation types the adviser offers (at least one to be
 * activated), each with its gross price (0 Ft: free). Saved together: the types, then their prices.
 */
export function TopicsSection({
  initial,
  acceptsPayments,
}: {
  initial: readonly OfferedTopic[];
  /** The payout account takes card payments: priced consultations can be booked. */
  acceptsPayments: boolean;
}) {
  const types = useConsultationTypes({});
  // Priced offers held for missing DAC7 data (issue 39) cannot be booked even with a ready payout account.
  const dac7Held = useMyDac7Status().data?.held === true;
  const saveTopics = useUpdateConsultingTopicsMutation();
  const savePrices = useUpdatePricesMutation();
  const topicsEdit = useApiForm({
    initialValues: initialTopicsValues(initial),
    schema: topicsForm,
    // The types first: a price can only be set on a type the adviser offers (a type kept keeps its price).
    submit: async ({ topics, prices }) => {
      await saveTopics.mutateAsync(topics);
      return savePrices.mutateAsync(prices);
    },
    success: 'A tanácsadási területek és díjak sikeresen mentve.',
  });
  const { form } = topicsEdit;
  const { topics, prices } = form.values;

  return (
    <SectionCard title="Tanácsadási területek és díjak" id="tanacsadasi-teruletek">
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
        <SaveForm form={topicsEdit} submitLabel="Területek és díjak mentése">
          <Checkbox.Group
            label="Válassza ki, milyen területeken ad tanácsot"
            description={`Legalább egy terület szükséges az aktiváláshoz. A kiválasztott területeknél adja meg az alkalom bruttó díját. Kiválasztva: ${topics.length}`}
            {...form.getInputProps('topics')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
              {types.data.map((type) => (
                <Stack key={type.id} gap={6}>
                  <Checkbox
                    value={type.id}
                    label={
                      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                        <ColorSwatch component="span" color={type.color} size={14} aria-hidden="true" />
                        {type.name}
                      </span>
                    }
                  />
                  {topics.includes(type.id) ? (
                    <NumberInput
                      label={
                        <>
                          Díj<VisuallyHidden> – {type.name}</VisuallyHidden>
                        </>
                      }
                      description="0 Ft = ingyenes"
                      name={`prices.${type.id}`}
                      min={0}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator=" "
                      suffix=" Ft"
                      ml={{ base: 0, xs: 30 }}
                      maw={260}
                      data-testid="offer-price"
                      {...form.getInputProps(`prices.${type.id}`)}
                      // A type ticked now has no price yet: free until priced (the form's check says so too).
                      value={prices[type.id] ?? 0}
                    />
                  ) : null}
                </Stack>
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {/* A price error the server gave without a field of this form (e.g. a type given up in another tab). */}
          <InlineError message={typeof form.errors.prices === 'string' ? form.errors.prices : null} />
          {dac7Held && needsPayoutAccount(topics, prices) ? (
            <Notice tone="warning" data-testid="dac7-hold-notice">
              <Text size="sm">
                A díjas tanácsadásai most nem foglalhatók, mert hiányoznak a DAC7 adatai (az éves
                NAV-jelentéshez).{' '}
                <Anchor component={Link} to={DAC7_SECTION_PATH} size="sm" fw={600}>
                  DAC7 adatok megadása
                </Anchor>
              </Text>
            </Notice>
          ) : !acceptsPayments && needsPayoutAccount(topics, prices) ? (
            <Notice tone="warning" data-testid="payout-needed">
              <Text size="sm">
                A fizetős tanácsadások csak beállított kifizetési fiókkal foglalhatók.{' '}
                <Anchor component={Link} to={PAYOUTS_PAGE} size="sm" fw={600}>
                  Kifizetések
                </Anchor>
              </Text>
            </Notice>
          ) : null}
        </SaveForm>
      )}
    </SectionCard>
  );
}
