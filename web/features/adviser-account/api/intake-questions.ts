import { type IntakeQuestionsBody, intakeApi } from '@common/api/intake';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryKeyOf, resourceKey } from '@web/lib/endpoint';

const LOAD_FAILED = 'Nem sikerült betölteni a foglaláskor feltett kérdéseket.';

/** The questions of one offered type (the same public read the booking page makes). */
export function useOwnIntakeQuestions(adviserId: string, typeId: string) {
  return useQuery({
    ...endpointQuery(
      intakeApi.get,
      { params: { id: adviserId }, query: { typeId } },
      { errorMessage: LOAD_FAILED },
    ),
    select: (answer) => answer.data.questions,
  });
}

/** PUT …/intake-questions/{typeId}: the whole ordered list; the booking page's read is asked again. */
export function useSaveIntakeQuestions(adviserId: string, typeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntakeQuestionsBody) =>
      call(
        intakeApi.update,
        { params: { id: adviserId, typeId }, body },
        { errorMessage: 'Nem sikerült menteni a kérdéseket.' },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: resourceKey(`/api/tanacsadok/${adviserId}/intake-questions`),
      }),
  });
}

export function useIntakeSettings(adviserId: string) {
  return useQuery({
    ...endpointQuery(intakeApi.settings, { params: { id: adviserId } }, { errorMessage: LOAD_FAILED }),
    select: (answer) => answer.data,
  });
}

export function useSaveIntakeSettings(adviserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intakeInMail: boolean) =>
      call(
        intakeApi.updateSettings,
        { params: { id: adviserId }, body: { intakeInMail } },
        { errorMessage: 'Nem sikerült menteni a beállítást.' },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeyOf(intakeApi.settings, { params: { id: adviserId } }),
      }),
  });
}
