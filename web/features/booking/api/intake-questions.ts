import { intakeApi } from '@common/api/intake';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/tanacsadok/{id}/intake-questions?typeId: the questions the asker answers when booking. */
export function useIntakeQuestionsQuery(adviserId: string, typeId: string | null) {
  return useQuery({
    ...endpointQuery(
      intakeApi.get,
      { params: { id: adviserId }, query: { typeId: typeId ?? '' } },
      { errorMessage: 'Nem sikerült betölteni a tanácsadó kérdéseit.' },
    ),
    select: (answer) => answer.data,
    enabled: Boolean(typeId),
  });
}
