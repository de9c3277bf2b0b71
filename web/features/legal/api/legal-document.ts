import { type LegalDocumentName, settingsApi } from '@common/api/settings';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/**
 * GET /api/settings/legal/{name}: the document rendered on the server with the operator's data (the
 * admin's settings screen invalidates /api/settings/legal after a save).
 */
export const legalDocumentQuery = (name: LegalDocumentName) =>
  queryOptions({
    ...endpointQuery(
      settingsApi.legal,
      { params: { document: name } },
      { errorMessage: 'Nem sikerült betölteni a dokumentumot.' },
    ),
    staleTime: 5 * 60_000,
  });

/**
 * Suspends until the document is there: the server's renderer waits for it (so the page is rendered with
 * its text and the data travels with the page), and the browser hydrates from that data without waiting.
 */
export function useLegalDocument(name: LegalDocumentName) {
  return useSuspenseQuery(legalDocumentQuery(name)).data.data;
}
