import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import { LegalDocumentPage } from './legal-document-page';

/** Általános Szerződési Feltételek: content/aszf.md with the operator's data. */
export default function TermsPage() {
  usePageTitle(PAGE_TITLES.terms);
  return <LegalDocumentPage name="aszf" tocId="aszf-tartalom" />;
}
