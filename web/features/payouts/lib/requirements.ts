/**
 * What the provider still asks for, in words: Stripe names each missing field (`individual.dob.day`,
 * `external_account`); the adviser sees one line per kind, the most specific prefix first.
 */
const KINDS: [prefix: string, label: string][] = [
  ['external_account', 'Bankszámla, ahová a kifizetések érkeznek'],
  ['tos_acceptance', 'A Stripe feltételeinek elfogadása'],
  ['individual.verification', 'Személyazonosság igazolása (okmány)'],
  ['representative.verification', 'Személyazonosság igazolása (okmány)'],
  ['individual', 'Személyes adatok (név, születési idő, lakcím, elérhetőség)'],
  ['representative', 'Személyes adatok (név, születési idő, lakcím, elérhetőség)'],
  ['business_profile', 'Tevékenység adatai (tevékenységi kör, weboldal)'],
  ['business_type', 'Vállalkozási forma'],
  ['company', 'A vállalkozás adatai'],
  ['settings', 'Fiókbeállítások (például a bankszámlakivonaton megjelenő név)'],
];

/** The distinct lines of a list of requirements, in the order they first appear. */
export function requirementLabels(requirementsDue: readonly string[]): string[] {
  const labels = requirementsDue.map((field) => {
    const kind = KINDS.find(([prefix]) => field === prefix || field.startsWith(`${prefix}.`));
    return kind ? kind[1] : `Egyéb adat (${field})`;
  });
  return [...new Set(labels)];
}
