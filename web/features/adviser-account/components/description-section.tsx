import { descriptionSchema } from '@common/api/advisers';
import { Textarea } from '@mantine/core';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
import { useUpdateDescriptionMutation } from '../api/update-description';

export const DESCRIPTION_MAX = 5000;

const descriptionForm = z.object({ description: descriptionSchema });

/** "Bemutatkozás": free text shown on the public profile, at most 5000 characters. */
export function DescriptionSection({ initial }: { initial: string }) {
  const mutation = useUpdateDescriptionMutation();
  const descriptionEdit = useApiForm({
    initialValues: { description: initial },
    schema: descriptionForm,
    submit: ({ description }) => mutation.mutateAsync(description),
    success: 'A bemutatkozás sikeresen mentve.',
    afterSave: (body) => body,
  });
  const { form } = descriptionEdit;

  const length = form.values.description.length;
  return (
    <SectionCard title="Bemutatkozás" id="bemutatkozas">
      <SaveForm form={descriptionEdit} submitLabel="Bemutatkozás mentése">
        <Textarea
          label="Bemutatkozó szöveg"
          description={
            <>
              Mutassa be szakmai hátterét és azt, miben tud segíteni.{' '}
              <span data-testid="description-counter">
                {length} / {DESCRIPTION_MAX} karakter
              </span>
            </>
          }
          name="description"
          autosize
          minRows={6}
          maxRows={18}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
      </SaveForm>
    </SectionCard>
  );
}
