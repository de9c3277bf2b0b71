import { Switch } from '@mantine/core';
import { SectionCard } from '@web/components/section-card';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useUpdateAdviserMutation } from '../api/update-adviser';

/**
 * "Keresőmotorok": whether search engines may index the public profile. Saved as soon as it is
 * switched (one choice, nothing to fill in); a failed save switches it back (the error is shown by the
 * API client).
 */
export function SearchEngineSection({ initial }: { initial: boolean }) {
  const mutation = useUpdateAdviserMutation();
  const [indexable, setIndexable] = useState(initial);

  const onChange = (checked: boolean) => {
    setIndexable(checked);
    mutation.mutate(
      { indexable: checked },
      {
        onSuccess: ({ data: adviser }) => {
          setIndexable(adviser.indexable);
          notifySuccess(
            adviser.indexable
              ? 'A profilja megjelenhet a keresőmotorok találatai között.'
              : 'A keresőmotorok ezentúl nem indexelik a profilját.',
          );
        },
        onError: () => setIndexable(!checked),
      },
    );
  };

  return (
    <SectionCard title="Keresőmotorok" id="keresomotorok">
      <Switch
        checked={indexable}
        disabled={mutation.isPending}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label="A profilom megjelenhet a keresőmotorok találatai között"
        description="Kikapcsolva a keresőmotorok (pl. Google) nem indexelik a nyilvános profilját; a portál keresőjében továbbra is megtalálják."
      />
    </SectionCard>
  );
}
