import type { LegalDocument, LegalDocumentName } from '@common/api/settings';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** Every legal document's key starts with this: the admin's settings screen invalidates it after a save. */
export const LEGAL_DOCUMENT_KEY = 'legal-document';

/** GET /api/settings/legal/{name}: the document rendered on the server with the operator's data. */
export const legalDocumentQuery = (name: LegalDocumentName) =>
  queryOptions({
    queryKey: [LEGAL_DOCUMENT_KEY, name],
    queryFn: ({ signal }) =>
      api.request<{ success: true; data: LegalDocument }>(`/api/settings/legal/${name}`, {
        signal,
        errorMessage: 'Nem sikerült betölteni a dokumentumot.',
      }),
    staleTime: 5 * 60_000,
  });

/**
 * Suspends until the document is there: the server's renderer waits for it (so the page is rendered with
 * its text and the data travels with the page), and the browser hydrates from that data without waiting.
 */
export function useLegalDocument(name: LegalDocumentName) {
  return useSuspenseQuery(legalDocumentQuery(name)).data.data;
}
