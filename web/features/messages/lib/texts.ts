/** Hungarian texts of the messages screens that the catalogue of SPEC.md §8 does not name. */
export const texts = {
  listFailed: 'Hiba történt a beszélgetések betöltésekor',
  conversationFailed: 'Hiba történt a beszélgetés betöltésekor',
  threadFailed: 'Hiba történt az üzenetek betöltésekor',
  sendFailed: 'Hiba történt az üzenet küldésekor',
  uploadFailed: 'Hiba történt a fájl feltöltésekor',
  downloadFailed: 'Hiba történt a melléklet letöltésekor',
  fileTooLarge: (name: string) => `A(z) „${name}” fájl túl nagy (legfeljebb 10 MB lehet).`,
  fileType: (name: string) =>
    `A(z) „${name}” fájl típusa nem támogatott. JPEG, PNG, WebP vagy PDF fájl csatolható.`,
  tooManyFiles: 'Legfeljebb 5 melléklet küldhető egyszerre.',
  messageTooLong: 'Az üzenet legfeljebb 4000 karakter lehet.',
} as const;
