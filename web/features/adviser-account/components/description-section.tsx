import { descriptionSchema } from '@common/api/advisers';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { SectionCard } from '@web/components/section-card';
import { serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useUpdateDescriptionMutation } from '../api/update-description';

export const DESCRIPTION_MAX = 5000;

/** "Bemutatkozás": free text shown on the public profile, at most 5000 characters. */
export function DescriptionSection({ initial }: { initial: string }) {
  const mutation = useUpdateDescriptionMutation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = descriptionSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setValue(parsed.data);
        notifySuccess('A bemutatkozás sikeresen mentve.');
      },
      onError: (e) => {
        const fieldError = serverFieldErrors(e).description;
        if (fieldError) setError(fieldError);
      },
    });
  };

  const length = value.length;
  return (
    <SectionCard title="Bemutatkozás" id="bemutatkozas">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
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
            value={value}
            error={error}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              Bemutatkozás mentése
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
