// Demo seed data for the Tanácsadó portál: consultation types, demo accounts, advisers and askers.

import type { AskerBillingAddress, BillingAddress } from '@common/api/advisers';
import type { IntakeAnswerValue, IntakeQuestionInput } from '@common/api/intake';
import type { OperatorDetails } from '@common/api/settings';

export interface SeedConsultationType {
  key: string;
  name: string;
  color: string;
  durationMinutes: number;
}

export interface SeedWorkScheduleEntry {
  day: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  start: string;
  end: string;
}

export interface SeedAdviser {
  email: string;
  name: string;
  description: string;
  topics: string[];
  /**
   * Gross prices (whole forints) of some offered types, by type key; the rest are free. Only an adviser
   * with a ready payout account may have them (seed.ts gives the others none): a priced offer of one
   * without could not be booked.
   */
  prices?: Partial<Record<string, number>>;
  workSchedule: SeedWorkScheduleEntry[];
  billingAddress: BillingAddress | null;
  minNoticeHours: number;
  bufferMinutes: number;
  maxAdvanceDays: number;
  avatarSeed: number;
  /** Days before the seeding the account was registered: before anything it did in the demo history. */
  registeredDaysAgo: number;
  /** Questions asked when one offered type (by key) is booked (issue 40). */
  intake?: { type: string; questions: IntakeQuestionInput[] };
  /** Recurring series allowed for one offered type (by key; issue 40). */
  series?: { type: string; intervalWeeks: (1 | 2)[]; maxOccurrences: number };
}

export interface SeedAsker {
  email: string;
  name: string;
  subscriptionDays: number | null;
  /** A private person's name or a company with its VAT number; no bank account. */
  billingAddress: AskerBillingAddress | null;
  /** Days before the seeding the account was registered: before anything it did in the demo history. */
  registeredDaysAgo: number;
}

type Day = SeedWorkScheduleEntry['day'];

const weekly = (days: Day[], start: string, end: string): SeedWorkScheduleEntry[] =>
  days.map((day) => ({ day, start, end }));

const schedule = (...parts: SeedWorkScheduleEntry[][]): SeedWorkScheduleEntry[] =>
  parts.flat().sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));

export const DEMO_PASSWORD = 'Demo1234!';

/** Subscription packages: gross HUF prices (27% VAT included). Seeded by (audience, name) when missing. */
export const subscriptionPackages: {
  name: string;
  audience: 'kerdezo' | 'tanacsado';
  days: number;
  priceHuf: number;
}[] = [
  { name: 'Havi kérdezői előfizetés', audience: 'kerdezo', days: 30, priceHuf: 4990 },
  { name: 'Negyedéves kérdezői előfizetés', audience: 'kerdezo', days: 90, priceHuf: 12990 },
  { name: 'Éves kérdezői előfizetés', audience: 'kerdezo', days: 365, priceHuf: 44990 },
  { name: 'Havi tanácsadói előfizetés', audience: 'tanacsado', days: 30, priceHuf: 9990 },
  { name: 'Éves tanácsadói előfizetés', audience: 'tanacsado', days: 365, priceHuf: 99990 },
];

export const consultationTypes: SeedConsultationType[] = [
  { key: 'jogi', name: 'Jogi tanácsadás', color: '#1864ab', durationMinutes: 60 },
  { key: 'penzugyi', name: 'Pénzügyi tanácsadás', color: '#2b7a3b', durationMinutes: 45 },
  { key: 'ado', name: 'Adótanácsadás', color: '#c92a2a', durationMinutes: 45 },
  { key: 'karrier', name: 'Karriertanácsadás', color: '#a0450a', durationMinutes: 60 },
  { key: 'pszichologiai', name: 'Pszichológiai tanácsadás', color: '#862e9c', durationMinutes: 60 },
  { key: 'taplalkozasi', name: 'Táplálkozási tanácsadás', color: '#c2255c', durationMinutes: 30 },
  { key: 'informatikai', name: 'Informatikai tanácsadás', color: '#0b7285', durationMinutes: 90 },
  { key: 'vallalkozasfejlesztes', name: 'Vállalkozásfejlesztés', color: '#5f3dc4', durationMinutes: 90 },
];

export const demoAdmin: { email: 'admin@pelda.hu'; name: string; registeredDaysAgo: number } = {
  email: 'admin@pelda.hu',
  name: 'Portál Adminisztrátor',
  registeredDaysAgo: 400,
};

/**
 * The operator's data of the legal pages in the demo (platform settings): plausible, and plainly
 * fictitious ("Példa", pelda.hu, numbers of nines), so the ÁSZF reads as a real one would. Only the demo
 * seed writes it, and the seed never runs in production, where the operator enters their own data in
 * Beállítások.
 */
export const demoOperator: { contactEmail: string; operator: OperatorDetails } = {
  contactEmail: 'info@pelda.hu',
  operator: {
    companyName: 'Példa Tanácsadó Portál Kft.',
    seat: '1055 Budapest, Példa utca 1.',
    registrationNumber: '01-09-999999',
    taxNumber: '99999999-2-41',
    postalAddress: '1055 Budapest, Pf. 999',
    hostingProvider: 'Példa Tárhely Kft. (1117 Budapest, Példa körút 2.; tarhely@pelda.hu)',
    emailProvider: 'Példa Levél Kft. (1117 Budapest, Példa körút 2.)',
    paymentProvider: 'Példa Fizetés Zrt. (1138 Budapest, Példa sétány 3.)',
    accountant: 'Példa Könyvelő Bt. (1052 Budapest, Példa tér 4.)',
    dataProtectionContact: 'Minta Márta, adatvedelem@pelda.hu',
  },
};

/**
 * The platform's commission on paid consultations in the demo (Beállítások, "Platformjutalék"): set with
 * the demo operator's data, and the seeded paid consultations' fees follow it.
 */
export const DEMO_PLATFORM_FEE_PERCENT = 10;

export const demoAdviser: SeedAdviser = {
  email: 'tanacsado@pelda.hu',
  name: 'Dr. Kiss Katalin',
  description:
    'Ügyvédként tizennyolc éve foglalkozom szerződésjoggal, családjoggal és adózási kérdésekkel. ' +
    'Magánszemélyeknek és kisvállalkozásoknak segítek abban, hogy egy jogvita vagy egy bonyolult adóügy ' +
    'ne váljon megoldhatatlan teherré. A konzultáción közérthetően elmagyarázom a lehetőségeket, ' +
    'utána pedig írásos összefoglalót küldök a teendőkről.',
  topics: ['jogi', 'ado'],
  // The tax consultation stays free (the browser tests book the first offer, Adótanácsadás).
  prices: { jogi: 14_500 },
  workSchedule: schedule(weekly([1, 2, 3, 4, 5], '09:00', '17:00')),
  billingAddress: {
    companyName: 'Dr. Kiss Katalin Ügyvédi Iroda',
    country: 'Magyarország',
    city: 'Budapest',
    zipCode: '1052',
    address: 'Váci utca 18. 3. emelet 2.',
    vatNumber: '18273645-2-41',
    bankAccountNumber: '11773016-10234567-00000000',
  },
  minNoticeHours: 12,
  bufferMinutes: 15,
  maxAdvanceDays: 60,
  avatarSeed: 1,
  registeredDaysAgo: 120,
};

export const advisers: SeedAdviser[] = [
  {
    email: 'kovacs.eva@pelda.hu',
    name: 'Dr. Kovács Éva',
    description:
      'Munkajogi és ingatlanjogi ügyekre szakosodott ügyvéd vagyok, 2009 óta vezetem saját irodámat ' +
      'Budapesten. Átnézem a munkaszerződéseket és az adásvételi szerződéseket, és segítek felkészülni ' +
      'egy tárgyalásra vagy egyezségre. Célom, hogy ügyfeleim a beszélgetés végén pontosan tudják, ' +
      'milyen kockázatokkal és lépésekkel kell számolniuk.',
    topics: ['jogi'],
    prices: { jogi: 9_900 },
    workSchedule: schedule(weekly([1, 3, 5], '08:00', '12:00'), weekly([1, 3, 5], '13:00', '16:00')),
    billingAddress: {
      companyName: 'Dr. Kovács Éva Ügyvédi Iroda',
      country: 'Magyarország',
      city: 'Budapest',
      zipCode: '1117',
      address: 'Október huszonharmadika utca 8.',
      vatNumber: '24681357-2-43',
      bankAccountNumber: '10700024-24681357-51100005',
    },
    minNoticeHours: 24,
    bufferMinutes: 15,
    maxAdvanceDays: 90,
    avatarSeed: 2,
    registeredDaysAgo: 340,
    intake: {
      type: 'jogi',
      questions: [
        {
          kind: 'single_choice',
          label: 'Milyen ügyben keres?',
          required: true,
          options: ['Munkajog', 'Ingatlanjog', 'Egyéb'],
        },
        {
          kind: 'long_text',
          label: 'Írja le röviden a helyzetét',
          helpText: 'Néhány mondat elég; a részleteket a konzultáción beszéljük meg.',
        },
        { kind: 'yes_no', label: 'Folyik már bírósági vagy hatósági eljárás?' },
        {
          kind: 'file',
          label: 'Csatolja a szerződést vagy a hivatalos levelet',
          helpText: 'PDF, fotó (JPEG, PNG) vagy Word-fájl, legfeljebb 5 darab, egyenként 10 MB.',
        },
      ],
    },
  },
  {
    email: 'szabo.balint@pelda.hu',
    name: 'Szabó Bálint',
    description:
      'Okleveles pénzügyi tanácsadóként tizenkét éve segítek családoknak és egyéni vállalkozóknak ' +
      'a megtakarítások, a hitelek és a nyugdíjcélok rendezésében. Független tanácsadóként nem ' +
      'értékesítek pénzügyi termékeket, ezért ügyfeleim elfogulatlan véleményt kapnak. Az első ' +
      'alkalommal közösen áttekintjük a bevételeket és a kiadásokat, majd megvalósítható tervet készítünk.',
    topics: ['penzugyi', 'ado'],
    workSchedule: schedule(weekly([1, 2, 3, 4], '10:00', '18:00'), weekly([5], '09:00', '13:00')),
    billingAddress: {
      companyName: 'Szabó és Társa Kft.',
      country: 'Magyarország',
      city: 'Debrecen',
      zipCode: '4024',
      address: 'Piac utca 42.',
      vatNumber: '13572468-2-09',
      bankAccountNumber: '11738008-20135724-00000000',
    },
    minNoticeHours: 12,
    bufferMinutes: 10,
    maxAdvanceDays: 60,
    avatarSeed: 3,
    registeredDaysAgo: 300,
  },
  {
    email: 'nagy-toth.zsofia@pelda.hu',
    name: 'Nagy-Tóth Zsófia',
    description:
      'HR-szakemberként tíz évig dolgoztam toborzóként nemzetközi cégeknél, ma karriertanácsadóként ' +
      'segítem a pályaváltókat és a pályakezdőket. Közösen átdolgozzuk az önéletrajzot és a ' +
      'LinkedIn-profilt, próbainterjúkkal pedig felkészülünk a valódi állásinterjúkra. Gyakorlatias, ' +
      'őszinte visszajelzésekre számíthat nálam.',
    topics: ['karrier'],
    workSchedule: schedule(weekly([2, 4], '14:00', '20:00'), weekly([6], '09:00', '13:00')),
    billingAddress: {
      companyName: 'Nagy-Tóth Zsófia e.v.',
      country: 'Magyarország',
      city: 'Szeged',
      zipCode: '6720',
      address: 'Kárász utca 11. 2. emelet 5.',
      vatNumber: '56473829-1-06',
      bankAccountNumber: '11735005-56473829-00000000',
    },
    minNoticeHours: 24,
    bufferMinutes: 0,
    maxAdvanceDays: 30,
    avatarSeed: 4,
    registeredDaysAgo: 260,
  },
  {
    email: 'ory.odon@pelda.hu',
    name: 'Őry Ödön',
    description:
      'Huszonkét éve dolgozom a szoftverfejlesztésben, ebből tíz évet rendszerarchitektként töltöttem. ' +
      'Kis- és középvállalkozásoknak adok tanácsot felhőszolgáltatások kiválasztásában, informatikai ' +
      'biztonságban és fejlesztési projektek tervezésében. A konzultáció után érthető, fontossági ' +
      'sorrendbe állított javaslatlistát kapnak tőlem az ügyfeleim, szakzsargon nélkül.',
    topics: ['informatikai'],
    workSchedule: schedule(weekly([1, 2, 3, 4, 5], '16:00', '20:00')),
    billingAddress: {
      companyName: 'Őry Informatika Bt.',
      country: 'Magyarország',
      city: 'Győr',
      zipCode: '9021',
      address: 'Baross Gábor út 27.',
      vatNumber: '21436587-2-08',
      bankAccountNumber: '10918001-00000021-43658700',
    },
    minNoticeHours: 2,
    bufferMinutes: 30,
    maxAdvanceDays: 30,
    avatarSeed: 5,
    registeredDaysAgo: 230,
  },
  {
    email: 'horvath.gergely@pelda.hu',
    name: 'Horváth Gergely',
    description:
      'Két saját vállalkozást építettem fel és adtam el, azóta üzleti mentorként dolgozom induló ' +
      'cégekkel. Segítek az üzleti modell átgondolásában, az árazásban és az első munkatársak ' +
      'felvételében. Közvetlen, számokra építő szemlélettel dolgozom, és minden alkalom végén ' +
      'konkrét feladatokat tűzünk ki a következő hetekre.',
    topics: ['vallalkozasfejlesztes', 'karrier'],
    workSchedule: schedule(weekly([1, 2, 3], '09:00', '15:00')),
    billingAddress: {
      companyName: 'Horváth Consulting Kft.',
      country: 'Magyarország',
      city: 'Pécs',
      zipCode: '7621',
      address: 'Király utca 36.',
      vatNumber: '26813579-2-02',
      bankAccountNumber: '12010855-01472583-00100004',
    },
    minNoticeHours: 48,
    bufferMinutes: 15,
    maxAdvanceDays: 90,
    avatarSeed: 6,
    registeredDaysAgo: 200,
  },
  {
    email: 'fuzfa.reka@pelda.hu',
    name: 'Dr. Fűzfa Réka',
    description:
      'Klinikai szakpszichológus vagyok, tizenöt éve dolgozom felnőttekkel szorongás, kiégés és ' +
      'párkapcsolati nehézségek témájában. Kognitív viselkedésterápiás módszereket alkalmazok, amelyek ' +
      'rövid idő alatt is érezhető változást hozhatnak. Az ülések bizalmas, elfogadó légkörben zajlanak, ' +
      'és mindig az ügyfél tempójában haladunk.',
    topics: ['pszichologiai'],
    workSchedule: schedule(weekly([1, 2, 3, 4], '08:00', '12:00'), weekly([1, 2, 3, 4], '14:00', '18:00')),
    billingAddress: {
      companyName: 'Dr. Fűzfa Réka e.v.',
      country: 'Magyarország',
      city: 'Budapest',
      zipCode: '1024',
      address: 'Keleti Károly utca 5. fszt. 1.',
      vatNumber: '67584930-1-41',
      bankAccountNumber: '11600006-00000000-67584930',
    },
    minNoticeHours: 24,
    bufferMinutes: 15,
    maxAdvanceDays: 60,
    avatarSeed: 7,
    registeredDaysAgo: 180,
    // Weekly or fortnightly sessions are how therapy goes: booked as a series.
    series: { type: 'pszichologiai', intervalWeeks: [1, 2], maxOccurrences: 10 },
  },
  {
    email: 'torok.ildiko@pelda.hu',
    name: 'Török Ildikó',
    description:
      'Okleveles dietetikusként nyolc éve foglalkozom testsúlycsökkentéssel, ételérzékenységgel és ' +
      'sportolók étrendjével. Nem hiszek a tiltólistákban: a meglévő étkezési szokásokból kiindulva, ' +
      'fokozatosan alakítunk ki fenntartható étrendet. Minden konzultáció után személyre szabott ' +
      'mintaétrendet és bevásárlólistát küldök.',
    topics: ['taplalkozasi'],
    workSchedule: schedule(weekly([2, 3, 4], '09:30', '17:30')),
    billingAddress: {
      companyName: 'Török Ildikó e.v.',
      country: 'Magyarország',
      city: 'Miskolc',
      zipCode: '3525',
      address: 'Széchenyi István út 54.',
      vatNumber: '38291047-1-05',
      bankAccountNumber: '11734004-38291047-00000000',
    },
    minNoticeHours: 12,
    bufferMinutes: 10,
    maxAdvanceDays: 30,
    avatarSeed: 8,
    registeredDaysAgo: 150,
  },
  {
    email: 'varga.daniel@pelda.hu',
    name: 'Varga Dániel',
    description:
      'Webáruházak és digitális termékek fejlesztésével foglalkozom 2012 óta, és több mint száz hazai ' +
      'vállalkozás online jelenlétének kiépítésében vettem részt. Tanácsot adok webáruház-platform ' +
      'választásában, automatizálásban és abban, hogyan lehet a meglévő folyamatokat digitalizálni. ' +
      'Mindig a vállalkozás méretéhez és költségkeretéhez illő megoldást javaslom.',
    topics: ['informatikai', 'vallalkozasfejlesztes'],
    workSchedule: schedule(weekly([1, 2, 3, 4, 5], '13:00', '19:00'), weekly([6], '10:00', '14:00')),
    billingAddress: {
      companyName: 'Varga Digital Kft.',
      country: 'Magyarország',
      city: 'Székesfehérvár',
      zipCode: '8000',
      address: 'Fő utca 9.',
      vatNumber: '25896314-2-07',
      bankAccountNumber: '10402142-25896314-00000000',
    },
    minNoticeHours: 2,
    bufferMinutes: 0,
    maxAdvanceDays: 60,
    avatarSeed: 9,
    registeredDaysAgo: 130,
  },
  {
    email: 'molnar.krisztina@pelda.hu',
    name: 'Molnár Krisztina',
    description:
      'Tanácsadó szakpszichológusként kilencéves gyakorlattal foglalkozom munkahelyi stresszel, ' +
      'kiégéssel és pályaválasztási dilemmákkal. Hiszem, hogy a jó döntésekhez először önmagunkat kell ' +
      'jobban megismerni, ezért önismereti kérdőíveket és strukturált beszélgetést is alkalmazok. ' +
      'Empatikus, de célorientált támogatásra számíthat nálam.',
    topics: ['pszichologiai', 'karrier'],
    workSchedule: schedule(weekly([1, 3], '12:00', '20:00'), weekly([5], '08:00', '14:00')),
    billingAddress: {
      companyName: 'Molnár Krisztina e.v.',
      country: 'Magyarország',
      city: 'Kecskemét',
      zipCode: '6000',
      address: 'Kossuth tér 3. 1. emelet 4.',
      vatNumber: '49382716-1-03',
      bankAccountNumber: '11732002-49382716-00000000',
    },
    minNoticeHours: 24,
    bufferMinutes: 30,
    maxAdvanceDays: 90,
    avatarSeed: 10,
    registeredDaysAgo: 110,
  },
  {
    email: 'lukacs.peter@pelda.hu',
    name: 'Lukács Péter',
    description:
      'Tizennégy évig dolgoztam banki hitelezési és befektetési területen, ma független pénzügyi ' +
      'tervezőként segítem ügyfeleimet. Lakáshitel-kiváltásban, családi költségvetés készítésében és ' +
      'hosszú távú befektetési stratégia kialakításában tudok segíteni. Célom, hogy ügyfeleim ' +
      'magabiztosan és tudatosan döntsenek a pénzükről.',
    topics: ['penzugyi'],
    workSchedule: schedule(weekly([1, 2, 3, 4, 5], '08:30', '16:30')),
    billingAddress: {
      companyName: 'Lukács Pénzügyi Tervezés Kft.',
      country: 'Magyarország',
      city: 'Nyíregyháza',
      zipCode: '4400',
      address: 'Dózsa György utca 17.',
      vatNumber: '27364519-2-15',
      bankAccountNumber: '11744003-27364519-00000000',
    },
    minNoticeHours: 12,
    bufferMinutes: 15,
    maxAdvanceDays: 60,
    avatarSeed: 11,
    registeredDaysAgo: 95,
  },
  {
    email: 'szucs.andrea@pelda.hu',
    name: 'Dr. Szűcs Andrea',
    description:
      'Társasági jogra és cégalapításra szakosodott ügyvéd vagyok, húsz éve képviselek hazai és ' +
      'külföldi vállalkozásokat. Segítek a megfelelő cégforma kiválasztásában, valamint a társasági ' +
      'szerződés és az általános szerződési feltételek elkészítésében. Precíz, a részletekre is ' +
      'figyelő munkát végzek, és mindent érthetően elmagyarázok.',
    topics: ['jogi', 'vallalkozasfejlesztes'],
    workSchedule: schedule(weekly([2, 3, 4, 5], '09:00', '12:00'), weekly([2, 3, 4, 5], '13:00', '17:00')),
    billingAddress: {
      companyName: 'Dr. Szűcs és Társai Ügyvédi Iroda',
      country: 'Magyarország',
      city: 'Eger',
      zipCode: '3300',
      address: 'Széchenyi István utca 21.',
      vatNumber: '18529637-2-10',
      bankAccountNumber: '11739009-18529637-00000000',
    },
    minNoticeHours: 48,
    bufferMinutes: 30,
    maxAdvanceDays: 90,
    avatarSeed: 12,
    registeredDaysAgo: 80,
  },
  {
    email: 'farkas.mate@pelda.hu',
    name: 'Farkas Máté',
    description:
      'Okleveles adószakértő és mérlegképes könyvelő vagyok, tizenegy éve segítek egyéni vállalkozóknak ' +
      'és kisebb cégeknek adózási kérdésekben. Megvizsgálom, melyik adózási forma a legkedvezőbb, és ' +
      'felkészítem ügyfeleimet egy esetleges NAV-ellenőrzésre. Minden kérdésre írásban is választ ' +
      'adok, hogy később is vissza lehessen térni hozzá.',
    topics: ['ado', 'penzugyi'],
    workSchedule: schedule(weekly([1, 2, 4], '09:00', '17:00'), weekly([3], '09:00', '12:00')),
    billingAddress: {
      companyName: 'Farkas Máté e.v.',
      country: 'Magyarország',
      city: 'Sopron',
      zipCode: '9400',
      address: 'Várkerület 73.',
      vatNumber: '63920481-1-08',
      bankAccountNumber: '11737007-63920481-00000000',
    },
    minNoticeHours: 12,
    bufferMinutes: 10,
    maxAdvanceDays: 30,
    avatarSeed: 13,
    registeredDaysAgo: 70,
  },
  {
    email: 'biro.eszter@pelda.hu',
    name: 'Bíró Eszter',
    description:
      'Táplálkozástudományi mesterdiplomával és hatéves klinikai gyakorlattal rendelkezem, főként ' +
      'cukorbetegséggel és inzulinrezisztenciával élőknek segítek. Az étrendet a mindennapi ' +
      'életritmushoz igazítjuk, hogy a változás tartós legyen. A konzultációkon a laborértékeket is ' +
      'közösen értelmezzük, és lépésről lépésre haladunk.',
    topics: ['taplalkozasi'],
    workSchedule: schedule(weekly([3, 4, 5], '15:00', '19:30'), weekly([7], '10:00', '13:00')),
    billingAddress: null,
    minNoticeHours: 2,
    bufferMinutes: 0,
    maxAdvanceDays: 30,
    avatarSeed: 14,
    registeredDaysAgo: 45,
  },
  {
    email: 'pinter.akos@pelda.hu',
    name: 'Pintér Ákos',
    description:
      'Tizenhat évig dolgoztam értékesítési vezetőként, ma kis- és középvállalkozások növekedését ' +
      'segítem tanácsadóként. Foglalkozom az értékesítési folyamatok rendbetételével, a csapatépítéssel ' +
      'és a vezetői szerepbe lépők felkészítésével. Elméleti fejtegetések helyett őszinte ' +
      'visszajelzést és a gyakorlatban kipróbált módszereket adok.',
    topics: ['vallalkozasfejlesztes', 'karrier'],
    workSchedule: schedule(weekly([1, 2, 3, 4, 5, 6], '07:00', '10:00')),
    billingAddress: null,
    minNoticeHours: 48,
    bufferMinutes: 10,
    maxAdvanceDays: 60,
    avatarSeed: 15,
    registeredDaysAgo: 3,
  },
];

export const demoAsker: SeedAsker = {
  email: 'kerdezo@pelda.hu',
  name: 'Tóth Anna',
  subscriptionDays: 30,
  registeredDaysAgo: 90,
  billingAddress: {
    name: '',
    companyName: 'Tóth Anna e.v.',
    country: 'Magyarország',
    city: 'Veszprém',
    zipCode: '8200',
    address: 'Óváros tér 6. 2. emelet 3.',
    vatNumber: '58204719-1-19',
  },
};

export const askers: SeedAsker[] = [
  {
    email: 'kertesz.gabor@pelda.hu',
    name: 'Kertész Gábor',
    subscriptionDays: 90,
    registeredDaysAgo: 160,
    billingAddress: {
      name: 'Kertész Gábor',
      companyName: '',
      country: 'Magyarország',
      city: 'Budapest',
      zipCode: '1138',
      address: 'Váci út 112. 7. emelet 28.',
      vatNumber: '',
    },
  },
  {
    email: 'fekete.julia@pelda.hu',
    name: 'Fekete Júlia',
    subscriptionDays: 365,
    registeredDaysAgo: 60,
    billingAddress: {
      name: '',
      companyName: 'Fekete Design Kft.',
      country: 'Magyarország',
      city: 'Szombathely',
      zipCode: '9700',
      address: 'Fő tér 14.',
      vatNumber: '29174638-2-18',
    },
  },
  {
    email: 'hegedus.zoltan@pelda.hu',
    name: 'Hegedűs Zoltán',
    subscriptionDays: 7,
    registeredDaysAgo: 40,
    billingAddress: null,
  },
  {
    email: 'sipos.boglarka@pelda.hu',
    name: 'Sipos Boglárka',
    subscriptionDays: null,
    registeredDaysAgo: 125,
    billingAddress: {
      name: 'Sipos Boglárka',
      companyName: '',
      country: 'Magyarország',
      city: 'Debrecen',
      zipCode: '4026',
      address: 'Bethlen utca 8. 4. emelet 16.',
      vatNumber: '',
    },
  },
  {
    email: 'voros.levente@pelda.hu',
    name: 'Vörös Levente',
    subscriptionDays: null,
    registeredDaysAgo: 75,
    billingAddress: null,
  },
  {
    email: 'balogh.nora@pelda.hu',
    name: 'Balogh Nóra',
    subscriptionDays: 30,
    registeredDaysAgo: 100,
    billingAddress: {
      name: 'Balogh Nóra',
      companyName: '',
      country: 'Magyarország',
      city: 'Szeged',
      zipCode: '6722',
      address: 'Tisza Lajos körút 47.',
      vatNumber: '',
    },
  },
  {
    email: 'kun.dorina@pelda.hu',
    name: 'Kun Dorina',
    subscriptionDays: 90,
    registeredDaysAgo: 35,
    billingAddress: {
      name: 'Kun Dorina',
      companyName: '',
      country: 'Magyarország',
      city: 'Győr',
      zipCode: '9022',
      address: 'Árpád út 31. 1. emelet 2.',
      vatNumber: '',
    },
  },
];

// ---------------------------------------------------------------------------------------------------
// Demo history (demo mode only): what the demo accounts and a few others have done before the day of
// seeding, and what is ahead of them. Days count from the Budapest day of seeding (negative: before it);
// `slot` picks the slot of that day the booking page would offer (0: the first from the start of the
// working hours); a day without working hours, or a slot taken, moves the booking further from today.

export type SeedHistoryStatus = 'completed' | 'no_show' | 'confirmed' | 'pending' | 'cancelled_by_expert';

export interface SeedHistoryReview {
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** Hours after the consultation's end it was written. */
  afterHours: number;
  /** The adviser's reply, a few hours after the review. */
  reply?: string;
}

export interface SeedHistoryConsultation {
  adviser: string;
  asker: string;
  type: string;
  day: number;
  slot: number;
  status: SeedHistoryStatus;
  /** Days before the start it was booked (the admin dashboard counts bookings by the day they were made). */
  bookedDaysBefore: number;
  notes?: string;
  review?: SeedHistoryReview;
  /** A time change the asker asked for, still waiting for the adviser (upcoming confirmed bookings). */
  timeChange?: { day: number; slot: number; reason: string };
  /**
   * cancelled_by_expert: hours after the booking the adviser called it off, before confirming it (so no
   * invoice); a consultation paid through the portal was then refunded in full.
   */
  cancelledAfterHours?: number;
  /** The asker's answers to the adviser's intake questions (by question text), and a document attached. */
  intake?: { answers: Record<string, IntakeAnswerValue>; document?: SeedHistoryAttachment };
}

/**
 * A weekly (or fortnightly) series booked at once (issue 40): its first occasion on `day` (slot as for a
 * consultation), the others `intervalWeeks` apart at the same Budapest time; those past are completed,
 * the rest confirmed.
 */
export interface SeedHistorySeries {
  adviser: string;
  asker: string;
  type: string;
  day: number;
  slot: number;
  intervalWeeks: 1 | 2;
  occurrences: number;
  /** Days before the first occasion the series was booked. */
  bookedDaysBefore: number;
  notes?: string;
}

export interface SeedHistoryAttachment {
  filename: string;
  title: string;
  lines: string[];
}

export interface SeedHistoryMessage {
  from: 'asker' | 'adviser';
  day: number;
  /** Budapest wall-clock time 'HH:MM'. */
  at: string;
  body: string;
  attachment?: SeedHistoryAttachment;
}

export interface SeedHistoryConversation {
  adviser: string;
  asker: string;
  messages: SeedHistoryMessage[];
}

/** Paid subscription purchases of one account, oldest first; the last one bought its current expiry. */
export interface SeedHistoryPayments {
  email: string;
  audience: 'kerdezo' | 'tanacsado';
  packages: string[];
}

/** Net price of an hour of consultation on the demo invoices (27% VAT on top). */
export const DEMO_HOURLY_NET_HUF = 20_000;

/**
 * The demo asker's first seeded payment carries this idempotency key: its presence means the history
 * is already in the database (the seed adds it at most once).
 */
export const DEMO_HISTORY_MARKER = 'demo-history-1';

const KISS = demoAdviser.email;
const KOVACS = 'kovacs.eva@pelda.hu';
const ANNA = demoAsker.email;

export const demoHistory: {
  consultations: SeedHistoryConsultation[];
  series: SeedHistorySeries[];
  conversations: SeedHistoryConversation[];
  payments: SeedHistoryPayments[];
} = {
  series: [
    {
      adviser: 'fuzfa.reka@pelda.hu',
      asker: 'fekete.julia@pelda.hu',
      type: 'pszichologiai',
      day: -16,
      slot: 2,
      intervalWeeks: 1,
      occurrences: 4,
      bookedDaysBefore: 3,
      notes: 'Szorongás a munkahelyi változások miatt; négy alkalommal kezdenénk.',
    },
  ],
  consultations: [
    {
      adviser: KISS,
      asker: ANNA,
      type: 'jogi',
      day: -45,
      slot: 1,
      status: 'completed',
      bookedDaysBefore: 6,
      notes: 'A lakásbérleti szerződésem felmondásáról szeretnék tanácsot kérni.',
      review: {
        rating: 5,
        text:
          'Dr. Kiss Katalin nagyon közérthetően elmagyarázta, milyen feltételekkel mondhatom fel a bérleti ' +
          'szerződést. Az írásos összefoglaló a konzultáció után is sokat segített.',
        afterHours: 20,
        reply: 'Köszönöm szépen, Anna! Örülök, hogy segíthettem, és sok sikert a költözéshez!',
      },
    },
    {
      adviser: KISS,
      asker: 'kertesz.gabor@pelda.hu',
      type: 'ado',
      day: -33,
      slot: 3,
      status: 'completed',
      bookedDaysBefore: 4,
      notes: 'Osztalék és egyéni vállalkozói adózás.',
      review: {
        rating: 4,
        text: 'Hasznos konzultáció volt az osztalék adózásáról, bár a végén kicsit sietnünk kellett.',
        afterHours: 30,
        reply: 'Köszönöm a visszajelzést! A következő alkalommal több időt hagyunk a kérdésekre.',
      },
    },
    {
      adviser: KISS,
      asker: 'fekete.julia@pelda.hu',
      type: 'jogi',
      day: -24,
      slot: 5,
      status: 'completed',
      bookedDaysBefore: 8,
      review: {
        rating: 5,
        text: 'Cégalapítás előtt kértem tanácsot: minden kérdésemre pontos, gyakorlatias választ kaptam.',
        afterHours: 6,
      },
    },
    {
      adviser: 'szabo.balint@pelda.hu',
      asker: ANNA,
      type: 'penzugyi',
      day: -20,
      slot: 1,
      status: 'completed',
      bookedDaysBefore: 5,
      review: {
        rating: 4,
        text: 'Átlátható pénzügyi tervet állítottunk össze, a havi megtakarítási célom végre reális.',
        afterHours: 26,
      },
    },
    {
      adviser: KISS,
      asker: 'kun.dorina@pelda.hu',
      type: 'jogi',
      day: -17,
      slot: 2,
      status: 'completed',
      bookedDaysBefore: 3,
      review: { rating: 5, text: 'Gyors, lényegre törő és emberséges. Csak ajánlani tudom!', afterHours: 3 },
    },
    {
      adviser: KISS,
      asker: 'hegedus.zoltan@pelda.hu',
      type: 'jogi',
      day: -13,
      slot: 4,
      status: 'no_show',
      bookedDaysBefore: 5,
      notes: 'Munkaszerződés módosítása.',
    },
    {
      adviser: KISS,
      asker: 'balogh.nora@pelda.hu',
      type: 'ado',
      day: -10,
      slot: 0,
      status: 'completed',
      bookedDaysBefore: 7,
      review: {
        rating: 3,
        text:
          'Az adóbevallásomhoz kaptam segítséget, de a kérdéseim egy részére csak utólag, e-mailben ' +
          'érkezett válasz.',
        afterHours: 50,
      },
    },
    // Not reviewed yet: the demo asker's "Értékeléseim" has one waiting.
    {
      adviser: KISS,
      asker: ANNA,
      type: 'ado',
      day: -6,
      slot: 2,
      status: 'completed',
      bookedDaysBefore: 5,
      notes: 'Az egyéni vállalkozásom éves bevallása.',
    },
    {
      adviser: KISS,
      asker: 'kertesz.gabor@pelda.hu',
      type: 'ado',
      day: 2,
      slot: 5,
      status: 'confirmed',
      bookedDaysBefore: 9,
    },
    {
      adviser: KISS,
      asker: ANNA,
      type: 'jogi',
      day: 3,
      slot: 1,
      status: 'confirmed',
      bookedDaysBefore: 7,
      notes: 'A bérleti szerződés módosításának tervezetét elküldtem üzenetben.',
      timeChange: {
        day: 8,
        slot: 4,
        reason: 'Egy munkahelyi megbeszélés miatt egy későbbi időpont jobban megfelelne. Köszönöm!',
      },
    },
    {
      adviser: 'lukacs.peter@pelda.hu',
      asker: ANNA,
      type: 'penzugyi',
      day: 4,
      slot: 2,
      status: 'confirmed',
      bookedDaysBefore: 10,
    },
    {
      adviser: KISS,
      asker: 'fekete.julia@pelda.hu',
      type: 'jogi',
      day: 5,
      slot: 2,
      status: 'pending',
      bookedDaysBefore: 6,
      notes: 'A cég társasági szerződésének módosítása.',
    },
    {
      adviser: KISS,
      asker: 'balogh.nora@pelda.hu',
      type: 'ado',
      day: 7,
      slot: 0,
      status: 'confirmed',
      bookedDaysBefore: 12,
    },
    {
      adviser: KISS,
      asker: ANNA,
      type: 'ado',
      day: 11,
      slot: 3,
      status: 'pending',
      bookedDaysBefore: 12,
    },
    {
      adviser: KISS,
      asker: 'kun.dorina@pelda.hu',
      type: 'jogi',
      day: 16,
      slot: 6,
      status: 'pending',
      bookedDaysBefore: 18,
    },
    // Paid through the portal and refunded in full: the adviser called it off before confirming it.
    {
      adviser: KISS,
      asker: ANNA,
      type: 'jogi',
      day: -29,
      slot: 4,
      status: 'cancelled_by_expert',
      bookedDaysBefore: 5,
      cancelledAfterHours: 20,
      notes: 'Egy ajándékozási szerződés tervezetét szeretném átnézetni.',
    },
    // The other adviser with a payout account (and a priced offer): paid consultations and a refund.
    {
      adviser: KOVACS,
      asker: 'sipos.boglarka@pelda.hu',
      type: 'jogi',
      day: -26,
      slot: 1,
      status: 'completed',
      bookedDaysBefore: 5,
      notes: 'A munkáltatóm módosítaná a munkaszerződésemet, mire figyeljek?',
      review: {
        rating: 5,
        text:
          'Dr. Kovács Éva pontról pontra végigment a szerződésmódosításon. Az online fizetés is ' +
          'gyors és egyszerű volt.',
        afterHours: 22,
      },
    },
    {
      adviser: KOVACS,
      asker: 'balogh.nora@pelda.hu',
      type: 'jogi',
      day: -15,
      slot: 4,
      status: 'completed',
      bookedDaysBefore: 4,
      notes: 'Lakásvásárlás előtti szerződésátnézés.',
      intake: {
        answers: {
          'Milyen ügyben keres?': 'Ingatlanjog',
          'Írja le röviden a helyzetét':
            'Panellakást vennénk Kőbányán. Az eladó ügyvédje küldte az adásvételi szerződés tervezetét;\n' +
            'a foglaló és a birtokbaadás feltételeit szeretném átnézetni aláírás előtt.',
          'Folyik már bírósági vagy hatósági eljárás?': false,
        },
        document: {
          filename: 'adasveteli-szerzodes-tervezet.pdf',
          title: 'Adásvételi szerződés (tervezet)',
          lines: [
            'Eladó: Horváth Gábor, Vevő: Balogh Nóra',
            'Ingatlan: Budapest X. kerület, 42 m² lakás',
            'Vételár: 38 500 000 Ft, foglaló: 3 850 000 Ft',
            'Birtokbaadás: a vételár teljes kifizetését követő 30 napon belül',
          ],
        },
      },
    },
    {
      adviser: KOVACS,
      asker: 'voros.levente@pelda.hu',
      type: 'jogi',
      day: -9,
      slot: 2,
      status: 'cancelled_by_expert',
      bookedDaysBefore: 6,
      cancelledAfterHours: 30,
    },
  ],
  conversations: [
    {
      adviser: KISS,
      asker: ANNA,
      messages: [
        {
          from: 'asker',
          day: -9,
          at: '09:12',
          body:
            'Jó napot kívánok! A múltkori konzultáció óta megkaptam a bérbeadó válaszát. Rá tudna nézni ' +
            'a következő alkalmunk előtt?',
        },
        {
          from: 'adviser',
          day: -9,
          at: '11:47',
          body: 'Üdvözlöm, Anna! Természetesen. Küldje el nyugodtan a levelet és a szerződés tervezetét.',
        },
        {
          from: 'asker',
          day: -8,
          at: '08:30',
          body: 'Csatolom a bérleti szerződés módosításának tervezetét.',
          attachment: {
            filename: 'berleti-szerzodes-modositas-tervezet.pdf',
            title: 'Bérleti szerződés módosítása – tervezet',
            lines: [
              '1. A felek a bérleti díjat a következő hónap 1-jétől havi 185 000 Ft-ban határozzák meg.',
              '2. A bérlő a kauciót a szerződés megszűnésekor, 15 napon belül visszakapja.',
              '3. A felmondási idő mindkét fél részéről 60 nap.',
              '4. Késedelmes fizetés esetén a bérlő napi 2% kötbért fizet.',
              '5. A lakás állapotáról a felek átadás-átvételi jegyzőkönyvet vesznek fel.',
            ],
          },
        },
        {
          from: 'adviser',
          day: -8,
          at: '16:05',
          body:
            'Köszönöm, megkaptam. A 4. pontban szereplő kötbér szerintem túlzó, ezt a konzultáción ' +
            'részletesen átbeszéljük.',
        },
        {
          from: 'asker',
          day: -5,
          at: '10:20',
          body: 'Köszönöm a legutóbbi tanácsokat a bevalláshoz is! Minden világos volt.',
        },
        {
          from: 'asker',
          day: -2,
          at: '18:42',
          body: 'A következő alkalmunkat át tudnánk tenni egy későbbi napra? Küldtem módosítási kérelmet.',
        },
        {
          from: 'adviser',
          day: -1,
          at: '08:15',
          body: 'Rendben, megnézem a naptáramat, és hamarosan visszajelzek.',
        },
      ],
    },
    {
      adviser: KISS,
      asker: 'kertesz.gabor@pelda.hu',
      messages: [
        {
          from: 'asker',
          day: -35,
          at: '14:03',
          body: 'Jó napot! A konzultáció előtt elküldhetem a tavalyi bevallásomat?',
        },
        {
          from: 'adviser',
          day: -35,
          at: '15:30',
          body: 'Jó napot! Igen, kérem, küldje el, így hatékonyabb lesz az alkalom.',
        },
        {
          from: 'asker',
          day: -4,
          at: '19:10',
          body: 'A következő időpontra előre összeírom a kérdéseimet. Köszönöm!',
        },
      ],
    },
  ],
  payments: [
    {
      email: ANNA,
      audience: 'kerdezo',
      packages: ['Havi kérdezői előfizetés', 'Havi kérdezői előfizetés', 'Havi kérdezői előfizetés'],
    },
    {
      email: KISS,
      audience: 'tanacsado',
      packages: ['Havi tanácsadói előfizetés', 'Éves tanácsadói előfizetés'],
    },
    {
      email: 'kertesz.gabor@pelda.hu',
      audience: 'kerdezo',
      packages: ['Havi kérdezői előfizetés', 'Negyedéves kérdezői előfizetés'],
    },
    {
      email: 'balogh.nora@pelda.hu',
      audience: 'kerdezo',
      packages: ['Havi kérdezői előfizetés', 'Havi kérdezői előfizetés'],
    },
  ],
};
