import { ONE_TIME_CODE } from '@common/constants';
import {
  formatDate,
  formatDateTime,
  formatDateTimeWithLocal,
  formatDateUntil,
  formatPrice,
  showsLocalTime,
} from '@common/format';

/** A rendered mail: the same content as HTML and as plain text. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailContext {
  /** Origin of the site, for links (PUBLIC_URL). */
  publicUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Block {
  paragraphs: string[];
  /** A one-time code, right under the paragraphs (the last of them asks for it: "…az alábbi kódot:"). */
  code?: string;
  /** What is said after the code. */
  afterCode?: string[];
  link?: { label: string; href: string };
}

/** Wraps the blocks in the portal's simple, inline-styled layout (mail clients ignore style sheets). */
function render(subject: string, greetingName: string, block: Block, context: MailContext): MailContent {
  const greeting = `Kedves ${greetingName}!`;
  const closing = 'Üdvözlettel:\nA Tanácsadó portál csapata';
  const footer = 'Ezt a levelet a Tanácsadó portál küldte automatikusan, kérjük, ne válaszoljon rá.';
  const htmlParagraphsOf = (paragraphs: string[]) =>
    // A paragraph of several lines (e.g. an asker's long answer) keeps its line breaks.
    paragraphs
      .map(
        (p) =>
          `<p style="margin:0 0 16px${p.includes('\n') ? ';white-space:pre-line' : ''}">${escapeHtml(p)}</p>`,
      )
      .join('');
  const htmlParagraphs = htmlParagraphsOf(block.paragraphs);
  const htmlAfterCode = htmlParagraphsOf(block.afterCode ?? []);
  const htmlCode = block.code
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(block.code)}</p>`
    : '';
  const htmlLink = block.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link.href)}" style="color:#1864ab">${escapeHtml(block.link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1864ab">Tanácsadó portál</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${htmlParagraphs}${htmlCode}${htmlAfterCode}${htmlLink}
<p style="margin:24px 0 0;white-space:pre-line">${escapeHtml(closing)}</p>
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#495057">${escapeHtml(footer)} <a href="${escapeHtml(context.publicUrl)}" style="color:#1864ab">${escapeHtml(context.publicUrl)}</a></p>
</body></html>`;
  const text = [
    greeting,
    '',
    ...block.paragraphs.flatMap((p) => [p, '']),
    ...(block.code ? [block.code, ''] : []),
    ...(block.afterCode ?? []).flatMap((p) => [p, '']),
    ...(block.link ? [`${block.link.label}: ${block.link.href}`, ''] : []),
    closing,
    '',
    '--',
    `${footer} ${context.publicUrl}`,
  ].join('\n');
  return { subject, html, text };
}

const validity = `A kód ${ONE_TIME_CODE.validMinutes} percig érvényes, és csak egyszer használható fel.`;
const notYou = 'Ha nem Ön kezdeményezte, hagyja figyelmen kívül ezt a levelet.';

/** A mail carrying a one-time code: what it is for, the code, then how long it lasts and what if unasked. */
const codeMail =
  (subject: string, intro: string, afterCode: string[]) =>
  (data: { name: string; code: string }, context: MailContext) =>
    render(subject, data.name, { paragraphs: [intro], code: data.code, afterCode }, context);

export const mailTemplates = {
  verificationCode: codeMail(
    'E-mail cím megerősítése – Tanácsadó portál',
    'Köszönjük, hogy regisztrált a Tanácsadó portálon! A regisztráció befejezéséhez adja meg az alábbi kódot:',
    [validity, notYou],
  ),

  twoFactorCode: codeMail(
    'Bejelentkezési kód – Tanácsadó portál',
    'Bejelentkezését kétlépcsős azonosítás védi. A bejelentkezés befejezéséhez adja meg az alábbi kódot:',
    [validity, 'Ha nem Ön próbált bejelentkezni, javasoljuk, hogy azonnal változtassa meg jelszavát.'],
  ),

  passwordResetCode: codeMail(
    'Jelszó-visszaállítási kód – Tanácsadó portál',
    'Jelszava visszaállítását kérték. Az új jelszó beállításához adja meg az alábbi kódot:',
    [validity, notYou],
  ),

  passwordChanged: (data: { name: string; at: Date }, context: MailContext) =>
    render(
      'Jelszava megváltozott – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          `Fiókja jelszava ${formatDateTime(data.at)}-kor megváltozott, és minden más eszközön kijelentkeztettük.`,
          'Ha nem Ön változtatta meg, azonnal kérjen új jelszót az „Elfelejtett jelszó” oldalon, és írjon nekünk.',
        ],
        link: { label: 'Elfelejtett jelszó', href: `${context.publicUrl}/elfelejtett-jelszo` },
      },
      context,
    ),

  /** A change of an appointment, told to one party (booking, cancellation, time change, reminder). */
  appointmentNotice: (
    data: { name: string; subject: string; lines: string[]; link: { label: string; path: string } },
    context: MailContext,
  ) =>
    render(
      `${data.subject} – Tanácsadó portál`,
      data.name,
      {
        paragraphs: [...data.lines, 'Az időpontok budapesti idő szerint értendők.'],
        link: { label: data.link.label, href: `${context.publicUrl}${data.link.path}` },
      },
      context,
    ),

  invoiceSent: (
    data: {
      name: string;
      adviserName: string;
      when: Date;
      changeDeadline: Date | null;
      /** Booked when the deadline had already come: it cannot be cancelled at all (no deadline named). */
      bookedInsideDeadline?: boolean;
      /** The recipient's own time zone: their local time beside the Budapest time. */
      timeZone?: string | null;
      /**
       * `attached` (default): the uploaded invoice goes with this mail; `later`: the portal issues it
       * through the adviser's invoicing service and mails it once issued; `none`: a free consultation.
       */
      invoice?: 'attached' | 'later' | 'none';
    },
    context: MailContext,
  ) =>
    render(
      data.invoice === 'later' || data.invoice === 'none'
        ? 'Foglalása megerősítve – Tanácsadó portál'
        : 'Foglalása megerősítve – számla mellékelve – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          showsLocalTime(data.when, data.timeZone)
            ? `${data.adviserName} megerősítette a ${formatDateTimeWithLocal(data.when, data.timeZone)} kezdetű tanácsadást.`
            : `${data.adviserName} megerősítette a ${formatDateTime(data.when)} kezdetű tanácsadást (budapesti idő szerint).`,
          data.invoice === 'later'
            ? 'A számlát a kiállítása után külön levélben küldjük, és a portálon a Tanácsadásaim oldalon is letöltheti. Ott csatlakozhat a találkozóhoz 15 perccel a kezdés előtt.'
            : data.invoice === 'none'
              ? 'A portálon a Tanácsadásaim oldalon csatlakozhat a találkozóhoz 15 perccel a kezdés előtt.'
              : 'A számlát mellékeltük. A portálon a Tanácsadásaim oldalon is letöltheti, és ott csatlakozhat a találkozóhoz 15 perccel a kezdés előtt.',
          data.bookedInsideDeadline
            ? 'Ezt a foglalást a lemondási határidőn belül tette, ezért nem mondhatja le, és új időpontot sem kérhet helyette.'
            : data.changeDeadline
              ? `Lemondani vagy új időpontot kérni ${formatDateTime(data.changeDeadline)}-ig lehet, utána már nem.`
              : 'Lemondani vagy új időpontot kérni a kezdésig lehet.',
        ],
        link: { label: 'Tanácsadásaim', href: `${context.publicUrl}/kerdezo/tanacsadasaim` },
      },
      context,
    ),

  /** An invoice (or its reversal) issued by the portal through the issuer's invoicing service, PDF attached. */
  invoiceIssued: (
    data: {
      name: string;
      number: string;
      reversal: boolean;
      /** The adviser's name, or the portal's for a subscription. */
      issuerName: string;
      forSubscription: boolean;
    },
    context: MailContext,
  ) =>
    render(
      data.reversal
        ? `Sztornó számla (${data.number}) – Tanácsadó portál`
        : `Számla${data.number ? ` (${data.number})` : ''} – Tanácsadó portál`,
      data.name,
      {
        paragraphs: [
          data.reversal
            ? `A visszatérítés miatt ${data.issuerName} érvénytelenítette a korábbi számláját; a ${data.number} számú sztornó számlát mellékeltük.`
            : data.forSubscription
              ? `Előfizetéséről a ${data.number} számú számlát mellékeltük.`
              : `${data.issuerName} kiállította a tanácsadás számláját${data.number ? ` (${data.number})` : ''}; mellékeltük.`,
          data.forSubscription
            ? 'A portálon az Előfizetés oldalon is letöltheti.'
            : 'A portálon a Tanácsadásaim oldalon is letöltheti.',
        ],
        link: data.forSubscription
          ? { label: 'Tanácsadó portál', href: context.publicUrl }
          : { label: 'Tanácsadásaim', href: `${context.publicUrl}/kerdezo/tanacsadasaim` },
      },
      context,
    ),

  adviserAccountCreated: (data: { name: string }, context: MailContext) =>
    render(
      'Tanácsadói fiókja elkészült – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          'A Tanácsadó portál adminisztrátora tanácsadói fiókot hozott létre az Ön számára ezzel az e-mail címmel.',
          'Első belépés előtt állítson be jelszót: az alábbi oldalon adja meg e-mail címét, és a kapott kóddal válasszon jelszót.',
        ],
        link: { label: 'Jelszó beállítása', href: `${context.publicUrl}/elfelejtett-jelszo` },
      },
      context,
    ),

  adviserActivationApproved: (data: { name: string; expirationDate: Date | null }, context: MailContext) =>
    render(
      'Tanácsadói fiókja aktív – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          'Az adminisztrátor jóváhagyta aktiválási kérelmét: tanácsadói profilja mostantól megjelenik a keresésben, és a kérdezők időpontot foglalhatnak Önnél.',
          ...(data.expirationDate ? [`Fiókja lejárati dátuma: ${formatDate(data.expirationDate)}`] : []),
        ],
        link: { label: 'Tanácsadói fiók megnyitása', href: `${context.publicUrl}/tanacsadoi-fiok` },
      },
      context,
    ),

  adviserActivationDeclined: (data: { name: string; reason: string }, context: MailContext) =>
    render(
      'Aktiválási kérelmét elutasítottuk – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          'Az adminisztrátor elutasította tanácsadói fiókja aktiválási kérelmét.',
          `Az elutasítás indoka: ${data.reason}`,
          'A hiányosságok pótlása után a Beállítások oldalon újra kérheti az aktiválást.',
        ],
        link: { label: 'Beállítások megnyitása', href: `${context.publicUrl}/tanacsadoi-fiok/beallitasok` },
      },
      context,
    ),

  unreadMessages: (
    data: { name: string; senderName: string; count: number; areaPath: string },
    context: MailContext,
  ) =>
    render(
      `Olvasatlan üzenet ${data.senderName} partnerétől – Tanácsadó portál`,
      data.name,
      {
        paragraphs: [
          `${data.senderName} ${data.count === 1 ? 'üzenetet' : `${data.count} üzenetet`} küldött Önnek a Tanácsadó portálon, amelyet még nem olvasott el.`,
          'Biztonsági okokból az üzenet szövegét nem küldjük el e-mailben; a portálon olvashatja el és válaszolhat rá.',
        ],
        link: { label: 'Üzenetek megnyitása', href: `${context.publicUrl}${data.areaPath}` },
      },
      context,
    ),

  accountExists: (data: { name: string }, context: MailContext) =>
    render(
      'Regisztrációs kísérlet az Ön e-mail címével – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          'Valaki (talán Ön) új fiókot próbált regisztrálni ezzel az e-mail címmel, de Önnek már van fiókja a Tanácsadó portálon.',
          'Ha elfelejtette jelszavát, az alábbi linken újat állíthat be. Ha nem Ön volt, nincs teendője: fiókja biztonságban van.',
        ],
        link: { label: 'Elfelejtett jelszó', href: `${context.publicUrl}/elfelejtett-jelszo` },
      },
      context,
    ),

  /** The receipt of a paid subscription package (amounts in Ft, VAT included; Budapest time). */
  subscriptionReceipt: (
    data: {
      name: string;
      packageName: string;
      days: number;
      amountHuf: number;
      netHuf: number;
      vatHuf: number;
      vatPercent: number;
      paidAt: Date;
      newExpirationDate: Date;
      paymentId: string;
      areaPath: string;
    },
    context: MailContext,
  ) =>
    render(
      'Fizetési visszaigazolás – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          `Köszönjük a fizetést! Előfizetését ${data.days} nappal meghosszabbítottuk.`,
          `Csomag: ${data.packageName} (${data.days} nap)`,
          `Fizetett összeg: ${formatPrice(data.amountHuf)} (bruttó, ${data.vatPercent}% áfát tartalmaz: nettó ${formatPrice(data.netHuf)} + áfa ${formatPrice(data.vatHuf)})`,
          `Fizetés időpontja: ${formatDateTime(data.paidAt)} (budapesti idő szerint)`,
          `Előfizetése új lejárata: ${formatDateTime(data.newExpirationDate)} (budapesti idő szerint)`,
          `Tranzakció azonosító: ${data.paymentId}`,
        ],
        link: { label: 'Előfizetés és fizetések', href: `${context.publicUrl}${data.areaPath}` },
      },
      context,
    ),

  /** A Stripe refund or dispute took back (part of) what a payment bought. */
  paymentReversed: (
    data: {
      name: string;
      kind: 'refund' | 'dispute';
      packageName: string;
      /** Refunded so far in all (refunds). */
      refundedHuf: number;
      daysTakenBack: number;
      /** The subscription's expiry after the change; null when there was none running. */
      expirationDate: Date | null;
      ended: boolean;
      paymentId: string;
      areaPath: string;
    },
    context: MailContext,
  ) => {
    const outcome = data.ended
      ? 'Előfizetése ezzel véget ért.'
      : data.expirationDate
        ? `Előfizetése új lejárata: ${formatDateTime(data.expirationDate)} (budapesti idő szerint).`
        : 'Előfizetése nem változott.';
    const paragraphs =
      data.kind === 'dispute'
        ? [
            `A(z) ${data.packageName} csomag fizetését a kártyája kibocsátójánál vitatták, ezért az előfizetését felfüggesztettük.`,
            outcome,
            'Ha a terhelést nem Ön vitatja, vagy tévedésről van szó, kérjük, írjon nekünk.',
          ]
        : [
            `A(z) ${data.packageName} csomag árából eddig összesen ${formatPrice(data.refundedHuf)} visszatérítést kapott.`,
            data.daysTakenBack > 0
              ? `A visszatérítés miatt előfizetését ${data.daysTakenBack} nappal rövidítettük.`
              : 'A visszatérítés az előfizetés idejét nem rövidítette.',
            outcome,
          ];
    return render(
      data.kind === 'dispute'
        ? 'Vitatott fizetés: előfizetését felfüggesztettük – Tanácsadó portál'
        : 'Visszatérítés – Tanácsadó portál',
      data.name,
      {
        paragraphs: [...paragraphs, `Tranzakció azonosító: ${data.paymentId}`],
        link: { label: 'Előfizetés és fizetések', href: `${context.publicUrl}${data.areaPath}` },
      },
      context,
    );
  },

  /** A reminder 7 days or 1 day before the subscription expires. */
  subscriptionReminder: (
    data: { name: string; daysLeft: number; expirationDate: Date; areaPath: string; adviser: boolean },
    context: MailContext,
  ) =>
    render(
      `Előfizetése ${data.daysLeft === 1 ? 'holnap' : `${data.daysLeft} nap múlva`} lejár – Tanácsadó portál`,
      data.name,
      {
        paragraphs: [
          `Előfizetése ${formatDateTime(data.expirationDate)}-kor lejár (budapesti idő szerint).`,
          data.adviser
            ? 'A lejárat után profilja nem jelenik meg a keresésben, és a kérdezők nem foglalhatnak Önnél időpontot. Hosszabbítsa meg időben!'
            : 'A lejárat után nem foglalhat új időpontot. Hosszabbítsa meg időben, hogy zavartalanul folytathassa!',
        ],
        link: { label: 'Előfizetés meghosszabbítása', href: `${context.publicUrl}${data.areaPath}` },
      },
      context,
    ),

  /** The waitlist: a slot with the adviser freed up before the asker's day (sent once per entry). */
  waitlistSlotFree: (
    data: {
      name: string;
      adviserName: string;
      typeName: string;
      slotStart: Date;
      until: Date;
      bookingPath: string;
    },
    context: MailContext,
  ) =>
    render(
      `Felszabadult egy időpont: ${data.adviserName} – Tanácsadó portál`,
      data.name,
      {
        paragraphs: [
          `Felszabadult egy időpont ${data.adviserName} tanácsadónál (${data.typeName}): ${formatDateTime(data.slotStart)} (budapesti idő).`,
          `Ezt a levelet azért kapja, mert jelezte, hogy ${formatDateUntil(data.until)} várna egy szabad időpontra. Az időpontot nem tartjuk fenn: aki előbb foglal, azé. Más várakozók is kaphatnak értesítést, ha további időpontok szabadulnak fel.`,
          'Ezt az értesítést csak egyszer küldjük el; ha mégsem felel meg, a foglalási oldalon újra feliratkozhat.',
        ],
        link: { label: 'Időpont foglalása', href: `${context.publicUrl}${data.bookingPath}` },
      },
      context,
    ),

  /**
   * DAC7 (issue 39): the adviser's data for the yearly report to NAV is missing. Sent twice (30 days
   * apart); from `holdFrom` their priced offers cannot be booked until they give it.
   */
  dac7Reminder: (data: { name: string; second: boolean; holdFrom: Date }, context: MailContext) =>
    render(
      `${data.second ? 'Második emlékeztető: ' : ''}DAC7 adatszolgáltatás – adja meg adatait – Tanácsadó portál`,
      data.name,
      {
        paragraphs: [
          'A portálon keresztül fizetett tanácsadásokról a platformnak minden év január 31-ig jelentést kell küldenie a NAV-nak (DAC7, az uniós 2021/514 irányelv és az Aktv. alapján). Személyes szolgáltatásnál nincs értékhatár: minden tanácsadó érintett, aki díjas tanácsadást kínál vagy kapott díjat a portálon.',
          'A jelentéshez szükséges adatai (név, cím, adóazonosító, születési dátum vagy cégjegyzékszám, bankszámla IBAN-ja) még hiányoznak. Kérjük, adja meg őket a Számlázási adatok oldalon.',
          `Ha ${formatDateUntil(data.holdFrom)} nem adja meg, díjas tanácsadásaira ettől a naptól nem lehet új foglalást tenni, amíg az adatokat meg nem adja. A már lefoglalt tanácsadások megmaradnak, az ingyenesek továbbra is foglalhatók.`,
        ],
        link: {
          label: 'DAC7 adatok megadása',
          href: `${context.publicUrl}/tanacsadoi-fiok/szamlazasi-adatok`,
        },
      },
      context,
    ),

  /** DAC7 (issue 39): the adviser's own row of the year's report, as the portal reports it to NAV. */
  dac7Copy: (data: { name: string; year: number; lines: string[] }, context: MailContext) =>
    render(
      `DAC7 adatszolgáltatás ${data.year} – az Önről jelentett adatok – Tanácsadó portál`,
      data.name,
      {
        paragraphs: [
          `A portál a ${data.year}. évről az alábbi adatokat jelenti Önről a NAV-nak (DAC7, Aktv.). Ezt a tájékoztatást jogszabály írja elő; kérjük, ellenőrizze, és ha valami hibás, javítsa a Számlázási adatok oldalon vagy írjon nekünk.`,
          ...data.lines,
          'Az összegek forintban, a fizetés napja szerinti negyedévben (budapesti idő) szerepelnek. Ellenérték: a kérdezők által fizetett díjak a visszatérítések nélkül; díjak: a platform által levont jutalék.',
        ],
        link: {
          label: 'Számlázási és DAC7 adatok',
          href: `${context.publicUrl}/tanacsadoi-fiok/szamlazasi-adatok`,
        },
      },
      context,
    ),

  /** Data rights (issue 18): the ZIP of the user's data is ready; the link works for 24 hours. */
  dataExportReady: (data: { name: string; url: string; expiresAt: Date }, context: MailContext) =>
    render(
      'Elkészült az adatcsomagja – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          'Elkészült a kért adatcsomag: a portálon tárolt személyes adatai (profil, foglalások, üzenetek, értékelések, fizetések) géppel olvasható JSON fájlokban, valamint az Ön által feltöltött képek, elküldött csatolmányok és a konzultációihoz tartozó számlák, egy ZIP fájlban.',
          `A letöltési link ${formatDateTime(data.expiresAt)}-ig (budapesti idő) érvényes, és bejelentkezés nélkül is működik: ne továbbítsa senkinek. Lejárta után a fájlt töröljük; új adatcsomagot a Beállítások oldalon kérhet.`,
          notYou,
        ],
        link: { label: 'Adatcsomag letöltése (ZIP)', href: data.url },
      },
      context,
    ),

  /**
   * Data rights (issue 18): the account will be erased after the grace period unless the user logs in.
   * What is kept is what the erasure service keeps (erasure.service.ts), said in plain words.
   */
  accountDeletionRequested: (data: { name: string; scheduledFor: Date }, context: MailContext) =>
    render(
      'Fiókja törlését kérte – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          `Fiókja törlését kérte. Minden eszközön kijelentkeztettük; fiókját és személyes adatait ${formatDateTime(data.scheduledFor)}-kor (budapesti idő) véglegesen töröljük.`,
          'Ha meggondolja magát, addig egyszerűen jelentkezzen be: a bejelentkezés visszavonja a törlést, és erről e-mailt küldünk.',
          'A törléskor töröljük vagy kiürítjük: nevét és e-mail címét (helyükre álnév kerül), jelszavát, profilját és bemutatkozását, számlázási adatait, képeit és az üzenetekhez csatolt fájljait, üzeneteinek szövegét, a foglalásokhoz írt megjegyzéseket és indoklásokat, értékeléseinek szövegét, szabadságait, naptár-beállításait és bejelentkezéseit. Jövőbeli foglalásait lemondjuk; a másik felet értesítjük, az Ön neve nélkül.',
          'Jogszabály alapján megőrizzük: a konzultációk nyilvántartását (időpont, típus, állapot, fizetési állapot) a hozzájuk tartozó számlákkal, valamint előfizetési fizetéseit, a számviteli jogszabályok szerinti megőrzési ideig (a számviteli bizonylatokat 8 évig). Ezekben fiókja helyén a „Törölt felhasználó” álnév szerepel; a számlák a kiállításukkor rájuk került adatokat tartalmazzák. A beszélgetések a másik félnél megmaradnak (az Ön üzenetei szöveg nélkül), értékeléseinek csillagai szöveg nélkül maradnak meg.',
          'Ha nem Ön kérte a törlést, jelentkezzen be, és változtassa meg jelszavát.',
        ],
        link: { label: 'Bejelentkezés (a törlés visszavonása)', href: `${context.publicUrl}/bejelentkezes` },
      },
      context,
    ),

  /** Data rights (issue 18): a login within the grace period cancelled the deletion. */
  accountDeletionCancelled: (data: { name: string; at: Date }, context: MailContext) =>
    render(
      'A fiók törlését visszavontuk – Tanácsadó portál',
      data.name,
      {
        paragraphs: [
          `A fiók törlését visszavontuk, mert ${formatDateTime(data.at)}-kor (budapesti idő) bejelentkezett. Fiókja és adatai megmaradnak, minden a megszokott módon működik.`,
          'Ha mégis törölni szeretné fiókját, a Beállítások oldalon újra kérheti.',
          'Ha nem Ön jelentkezett be, azonnal változtassa meg jelszavát.',
        ],
        link: { label: 'Tanácsadó portál', href: context.publicUrl },
      },
      context,
    ),
};

export type MailTemplateName = keyof typeof mailTemplates;
