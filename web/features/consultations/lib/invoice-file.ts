const MAX_INVOICE_BYTES = 10 * 1024 * 1024;

/** Client-side check of an invoice the adviser uploads: a PDF of at most 10 MB. */
export function invoiceError(file: File | null): string | null {
  if (!file) return 'Kérjük, válassza ki a számlát (PDF).';
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return 'Csak PDF formátumú számla tölthető fel.';
  if (file.size > MAX_INVOICE_BYTES) return 'A számla legfeljebb 10 MB méretű lehet.';
  return null;
}
