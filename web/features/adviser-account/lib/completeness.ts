import { type Adviser, isBillingComplete } from '@common/api/advisers';

export interface ChecklistItem {
  key: 'avatar' | 'description' | 'topics' | 'schedule' | 'billing';
  label: string;
  done: boolean;
  /** Where the item is fixed (relative to the area). */
  to: string;
  action: string;
  /** The link text once the item is done. */
  edit: string;
}

/** The profile completeness checklist of the overview; billing counts only with all seven fields. */
export function profileChecklist(adviser: Adviser): ChecklistItem[] {
  return [
    {
      key: 'avatar',
      label: 'Profilkép',
      done: Boolean(adviser.avatar),
      to: 'profil#profilkep',
      action: 'Profilkép feltöltése',
      edit: 'Profilkép módosítása',
    },
    {
      key: 'description',
      label: 'Bemutatkozás',
      done: adviser.description.trim().length > 0,
      to: 'profil#bemutatkozas',
      action: 'Bemutatkozás megírása',
      edit: 'Bemutatkozás módosítása',
    },
    {
      key: 'topics',
      label: 'Legalább egy tanácsadási terület',
      done: adviser.consultingTopics.length > 0,
      to: 'profil#tanacsadasi-teruletek',
      action: 'Területek kiválasztása',
      edit: 'Területek módosítása',
    },
    {
      key: 'schedule',
      label: 'Munkaidő',
      done: adviser.workSchedule.length > 0,
      to: 'profil#munkaido',
      action: 'Munkaidő megadása',
      edit: 'Munkaidő módosítása',
    },
    {
      key: 'billing',
      label: 'Számlázási adatok (mind a hét mező)',
      done: isBillingComplete(adviser.billingAddress),
      to: 'szamlazasi-adatok',
      action: 'Számlázási adatok kitöltése',
      edit: 'Számlázási adatok módosítása',
    },
  ];
}

/** What request-activation needs (the server checks the same): complete billing and ≥ 1 topic. */
export function activationMissing(adviser: Adviser): string[] {
  return [
    ...(adviser.consultingTopics.length === 0 ? ['legalább egy tanácsadási terület'] : []),
    ...(!isBillingComplete(adviser.billingAddress) ? ['teljes számlázási adatok'] : []),
  ];
}
