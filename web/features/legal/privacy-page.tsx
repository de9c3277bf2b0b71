import { GALLERY_MAX_IMAGES, ONE_TIME_CODE, STORAGE_KEYS } from '@common/constants';
import { Anchor, Box, Button, Code, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { TextTable } from '@web/components/text-table';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const EFFECTIVE_DATE = '2026. november 22.';

interface PolicySection {
  id: string;
  title: string;
  content: ReactNode;
}

interface ProcessingPurpose {
  id: string;
  title: string;
  note?: ReactNode;
  purpose: ReactNode;
  data: ReactNode;
  legalBasis: ReactNode;
  recipients?: ReactNode;
  retention: ReactNode;
}

const CONTROLLER_DETAILS: ReadonlyArray<readonly [string, string]> = [
  ['Adatkezelő', '[cégnév]'],
  ['Székhely', '[cím]'],
  ['Cégjegyzékszám', '[szám]'],
  ['Adószám', '[szám]'],
  ['E-mail', '[e-mail]'],
  ['Postacím', '[postacím]'],
  ['Adatvédelmi kapcsolattartó', '[név, e-mail]'],
];

const PURPOSES: ProcessingPurpose[] = [
  {
    id: 'fiok',
    title: '3.1. Regisztráció és felhasználói fiók',
    purpose:
      'A felhasználói fiók létrehozása és fenntartása, a Felhasználó azonosítása, az e-mail cím ' +
      'megerősítése, a szerepkörnek (kérdező, tanácsadó) megfelelő funkciók biztosítása.',
    data:
      'Név, e-mail cím, jelszó (kizárólag egyirányú, sózott hash formájában), szerepkör, az e-mail cím ' +
      'megerősítésének ténye és ideje, az ÁSZF elfogadásának ideje, számlázási adatok (cégnév vagy név, ' +
      'ország, város, irányítószám, cím, adószám, bankszámlaszám); kérdezőknél az előfizetés állapota és ' +
      'lejárata, tanácsadóknál az aktiválás állapota és az aktiválási kérelem ideje.',
    legalBasis:
      'GDPR 6. cikk (1) bekezdés b) pont – szerződés teljesítése (az ÁSZF szerinti felhasználói szerződés).',
    retention:
      'A fiók törléséig. A törölt adatok a biztonsági mentésekből legkésőbb 30 napon belül kikerülnek. A ' +
      'számviteli bizonylatokon szereplő adatokra a 3.5. pont irányadó.',
  },
  {
    id: 'bejelentkezes',
    title: '3.2. Bejelentkezés, munkamenetek és kétlépcsős azonosítás',
    purpose:
      'A biztonságos bejelentkezés, a munkamenet fenntartása, a kétlépcsős azonosítás és a ' +
      'jelszó-visszaállítás lehetővé tétele.',
    data:
      'E-mail cím, a bejelentkezés időpontja, IP-cím, a böngésző típusa, a bejelentkezési token (a ' +
      'szerveren kizárólag hash formájában tárolva), az e-mailben küldött egyszer használható kódok (hash ' +
      'formájában, lejárati idővel és a próbálkozások számával), a kétlépcsős azonosítás be- vagy ' +
      'kikapcsolt állapota.',
    legalBasis:
      'GDPR 6. cikk (1) bekezdés b) pont – szerződés teljesítése; a sikertelen próbálkozások figyelése ' +
      'tekintetében 6. cikk (1) bekezdés f) pont – jogos érdek (a fiókok védelme).',
    retention:
      'A bejelentkezési token kijelentkezésig, a munkamenet lejártáig vagy jelszó-visszaállításig; az ' +
      `egyszer használható kódok felhasználásukig, de legfeljebb ${ONE_TIME_CODE.validMinutes} percig ` +
      'érvényesek, ezután törlésre kerülnek. A bejelentkezési naplókra a 3.11. pont irányadó.',
  },
  {
    id: 'tanacsadoi-profil',
    title: '3.3. Tanácsadói nyilvános profil',
    purpose: 'A Tanácsadó bemutatása a Kérdezőknek, a keresés és az időpontfoglalás lehetővé tétele.',
    data:
      `Név, profilkép, galériaképek (legfeljebb ${GALLERY_MAX_IMAGES}), bemutatkozás, tanácsadási ` +
      'területek, munkaidő-beosztás, szabad időpontok, az értékelések átlaga, száma és szövege. A ' +
      'feltöltött képekből a Portál eltávolítja a rejtett metaadatokat (például a helyadatokat).',
    legalBasis:
      'GDPR 6. cikk (1) bekezdés b) pont – szerződés teljesítése a Tanácsadóval (a nyilvános megjelenés a ' +
      'szolgáltatás lényege).',
    recipients:
      'Nyilvános: az aktivált, érvényes előfizetéssel rendelkező Tanácsadó profilját bárki – bejelentkezés ' +
      'nélkül is – megtekintheti. A számlázási adatok nem nyilvánosak.',
    retention:
      'Amíg a tanácsadói fiók aktív. Inaktiválás vagy az előfizetés lejárata esetén a profil nem ' +
      'nyilvános; a fiók törlésekor az adatok törlődnek.',
  },
  {
    id: 'foglalasok',
    title: '3.4. Foglalások és időpontok',
    note:
      'Kérjük, hogy a foglaláshoz fűzött megjegyzésben csak a tanácsadáshoz szükséges információt adja ' +
      'meg; egészségi állapotra vagy más különleges kategóriába tartozó adatra vonatkozó részleteket ' +
      'lehetőleg ne itt közöljön.',
    purpose:
      'Az időpontfoglalás, a foglalás megerősítése, módosítása és lemondása, a videotalálkozó időpontjának ' +
      'kezelése, a felek értesítése.',
    data:
      'A Kérdező és a Tanácsadó azonosítója és neve, a tanácsadás típusa, kezdete és vége, a Kérdező ' +
      'megjegyzése, a foglalás és a fizetés állapota, az időpont-módosítási kérelmek (javasolt időpont, ' +
      'indoklás, döntés), a lemondás ideje és módja, a videotalálkozó szobájának azonosítója.',
    legalBasis: 'GDPR 6. cikk (1) bekezdés b) pont – szerződés teljesítése.',
    recipients: 'A foglalás másik fele (a Kérdező, illetve a Tanácsadó).',
    retention:
      'A tanácsadás időpontját követő 5 évig, a polgári jogi igények elévüléséig (Ptk. 6:22. §), illetve a ' +
      'fiókok törléséig, ha az korábbi és jogvita nincs folyamatban.',
  },
  {
    id: 'szamlak',
    title: '3.5. Számlák és számlázási adatok',
    purpose:
      'A Tanácsadó által a foglalás megerősítésekor feltöltött számla továbbítása a Kérdezőnek, valamint a ' +
      'Szolgáltató által az előfizetési díjakról kiállított számlák kezelése.',
    data:
      'Számlázási név, cím, adószám, bankszámlaszám, a számla sorszáma, kelte, tárgya és összege, a ' +
      'feltöltött számla PDF fájlja.',
    legalBasis:
      'A Tanácsadó által feltöltött számla tárolása és továbbítása: GDPR 6. cikk (1) bekezdés b) pont. A ' +
      'Szolgáltató saját számlái: GDPR 6. cikk (1) bekezdés c) pont – jogi kötelezettség, a számvitelről ' +
      'szóló 2000. évi C. törvény (Számviteli törvény) 169. §-a és az általános forgalmi adóról szóló ' +
      '2007. évi CXXVII. törvény alapján.',
    recipients:
      'A számla címzettje (a Kérdező); a Szolgáltató könyvelője ([könyvelő neve]); jogszabályban ' +
      'meghatározott esetben az adóhatóság.',
    retention:
      'A Szolgáltató által kiállított számlák a kiállítást követő 8 évig (Számviteli törvény 169. § (2) ' +
      'bekezdés). A Tanácsadó által feltöltött számla a Portálon a foglalás adataival azonos ideig érhető ' +
      'el; a Tanácsadó saját megőrzési kötelezettségét ez nem érinti.',
  },
  {
    id: 'uzenetek',
    title: '3.6. Üzenetküldés',
    purpose: 'A Kérdező és a Tanácsadó közötti kapcsolattartás a Portál üzenetküldő funkciójával.',
    data:
      'A beszélgetés résztvevői, az üzenetek szövege, a csatolt fájlok, az üzenetek elküldésének és ' +
      'elolvasásának ideje.',
    legalBasis: 'GDPR 6. cikk (1) bekezdés b) pont – szerződés teljesítése.',
    recipients:
      'A beszélgetés másik résztvevője. A Szolgáltató az üzenetek tartalmát rendszeresen nem vizsgálja; ' +
      'visszaélés bejelentése vagy jogszabályi kötelezettség esetén az ahhoz szükséges mértékben ismerheti ' +
      'meg.',
    retention:
      'A felhasználói fiók törléséig; a másik résztvevőnél a beszélgetés az ő fiókja törléséig ' +
      'elérhető marad.',
  },
  {
    id: 'videotalalkozok',
    title: '3.7. Videotalálkozók',
    note:
      'A kép- és hangátvitel a résztvevők böngészői között közvetlenül (peer-to-peer, WebRTC ' +
      'technológiával), titkosítva zajlik. A Portál a videotalálkozókat nem rögzíti, a kép- és hanganyagot ' +
      'nem tárolja, és ahhoz nem fér hozzá. A szerveren kizárólag a kapcsolat felépítéséhez szükséges ' +
      'jelzésüzenetek (signalling) haladnak át. Ha a hálózati környezet a közvetlen kapcsolatot nem teszi ' +
      'lehetővé, a titkosított adatfolyamot továbbító (TURN) szerver is átviheti, amely annak tartalmát ' +
      'nem tudja visszafejteni.',
    purpose: 'Online videotalálkozó létrehozása a Kérdező és a Tanácsadó között.',
    data:
      'A találkozó szobájának azonosítója, a résztvevők azonosítója, a csatlakozás ideje, valamint a ' +
      'kapcsolat felépítéséhez szükséges technikai adatok (kapcsolatleírók, hálózati címek, köztük ' +
      'IP-címek).',
    legalBasis: 'GDPR 6. cikk (1) bekezdés b) pont – szerződés teljesítése.',
    recipients: 'A videotalálkozó másik résztvevője.',
    retention:
      'A jelzésüzeneteket a Portál csak továbbítja, nem menti el. A csatlakozás ténye a foglalás adatai ' +
      'között, a 3.4. pontban megjelölt ideig marad meg.',
  },
  {
    id: 'email-ertesitesek',
    title: '3.8. E-mail-értesítések',
    purpose:
      'A szolgáltatás működéséhez szükséges értesítések küldése: megerősítő és egyszer használható kódok, ' +
      'foglalás, megerősítés és számla, időpont-módosítás, lemondás, az előfizetés lejárata.',
    data: 'Név, e-mail cím, az értesítés tartalma, a küldés ideje és eredménye.',
    legalBasis:
      'GDPR 6. cikk (1) bekezdés b) pont – szerződés teljesítése. Hírlevelet vagy reklámcélú levelet ' +
      'kizárólag előzetes, kifejezett hozzájárulása alapján küldünk (GDPR 6. cikk (1) bekezdés a) pont, a ' +
      'gazdasági reklámtevékenység alapvető feltételeiről és egyes korlátairól szóló 2008. évi XLVIII. ' +
      'törvény 6. §).',
    recipients: 'E-mail-kézbesítési szolgáltató (lásd az 5. pontot).',
    retention:
      'A kézbesítési napló legfeljebb 1 évig; a hozzájáruláson alapuló küldés esetén a hozzájárulás ' +
      'visszavonásáig.',
  },
  {
    id: 'elofizetes-fizetes',
    title: '3.9. Előfizetési díjak fizetése',
    note:
      'A bankkártyaadatokat közvetlenül a fizetési szolgáltató kezeli; azokat a Szolgáltató nem ismeri meg ' +
      'és nem tárolja.',
    purpose: 'Az előfizetések megvásárlása és meghosszabbítása, a díjfizetés nyilvántartása.',
    data:
      'A választott csomag, az időtartam, az összeg, a fizetés ideje, állapota és tranzakciós azonosítója, ' +
      'a számlázási adatok.',
    legalBasis:
      'GDPR 6. cikk (1) bekezdés b) pont – szerződés teljesítése; a számviteli bizonylatok tekintetében ' +
      '6. cikk (1) bekezdés c) pont – jogi kötelezettség.',
    recipients:
      'Fizetési szolgáltató ([fizetési szolgáltató neve, székhelye]), amely a fizetés lebonyolítása során ' +
      'a rá vonatkozó pénzforgalmi és pénzmosás elleni jogszabályok szerint önálló adatkezelőként jár el.',
    retention:
      'A számviteli bizonylatok 8 évig (Számviteli törvény 169. §); a többi fizetési adat az előfizetés ' +
      'megszűnését követő 5 évig.',
  },
  {
    id: 'ertekelesek',
    title: '3.10. Értékelések',
    purpose:
      'A Tanácsadókról szóló, valós igénybevételen alapuló vélemények közzététele a Kérdezők ' +
      'tájékoztatására.',
    data:
      'Az értékelő neve a Portálon megjelenő formában, a pontszám, a szöveges értékelés, a dátum és a ' +
      'kapcsolódó tanácsadás azonosítója.',
    legalBasis:
      'GDPR 6. cikk (1) bekezdés f) pont – a Szolgáltató és a Felhasználók jogos érdeke a megbízható ' +
      'tájékoztatáshoz. Az értékelés megírása önkéntes.',
    recipients: 'Nyilvános: a Tanácsadó profilján bárki megtekintheti.',
    retention:
      'Amíg az értékelést a szerzője nem törli, illetve a Tanácsadó vagy az értékelő fiókjának törléséig.',
  },
  {
    id: 'naplok',
    title: '3.11. Biztonsági és naplózási adatok',
    purpose:
      'A Portál és a fiókok védelme, a visszaélések (például jelszótalálgatás, túlterhelés) észlelése és ' +
      'megelőzése, az adminisztrátori műveletek nyomon követhetősége, az incidensek kivizsgálása.',
    data:
      'IP-cím, időpont, felhasználói azonosító, a művelet típusa és eredménye (például sikertelen ' +
      'bejelentkezés, kódellenőrzés, adminisztrátori módosítás), a böngésző adatai.',
    legalBasis:
      'GDPR 6. cikk (1) bekezdés f) pont – jogos érdek (a szolgáltatás és a Felhasználók biztonsága).',
    retention: 'Legfeljebb 1 évig; konkrét incidens vagy jogvita esetén annak lezárásáig.',
  },
];

function SubSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}

function PurposeTable({ purpose }: { purpose: ProcessingPurpose }) {
  const headingId = `${purpose.id}-cim`;
  const rows: Array<readonly [string, ReactNode]> = [
    ['Cél', purpose.purpose],
    ['Kezelt adatok', purpose.data],
    ['Jogalap', purpose.legalBasis],
    ...(purpose.recipients ? [['Címzettek, nyilvánosság', purpose.recipients] as const] : []),
    ['Megőrzési idő', purpose.retention],
  ];

  return (
    <SubSection id={headingId} title={purpose.title}>
      {purpose.note ? <Text>{purpose.note}</Text> : null}
      <TextTable bordered aria-labelledby={headingId}>
        <thead>
          <tr>
            <th style={{ width: '30%' }} scope="col">
              Szempont
            </th>
            <th scope="col">Részletek</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </TextTable>
    </SubSection>
  );
}

function ResetCookieChoiceButton() {
  const resetChoice = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEYS.cookiePreferences);
    } catch {
      return;
    }
    window.location.reload();
  };

  return (
    <Button variant="outline" leftSection={<IconCookie aria-hidden="true" />} onClick={resetChoice}>
      Süti-beállítások módosítása
    </Button>
  );
}

const SECTIONS: PolicySection[] = [
  {
    id: 'adatkezelo',
    title: '1. Az adatkezelő',
    content: (
      <>
        <Paper withBorder p="md" radius="md">
          <List spacing="xs" listStyleType="none" aria-label="Az adatkezelő adatai">
            {CONTROLLER_DETAILS.map(([label, value]) => (
              <List.Item key={label}>
                <Text span fw={700}>
                  {label}:
                </Text>{' '}
                {value}
              </List.Item>
            ))}
          </List>
        </Paper>
        <Text>
          Az adatkezelő (a továbbiakban: Szolgáltató, illetve „mi”) a Tanácsadó portál (a továbbiakban:
          Portál) üzemeltetője. Ez a tájékoztató bemutatja, hogy a Portál használata során milyen személyes
          adatait, milyen célból, milyen jogalapon és meddig kezeljük, kiknek továbbítjuk, és Önt milyen jogok
          illetik meg.
        </Text>
      </>
    ),
  },
  {
    id: 'jogszabalyok',
    title: '2. Jogszabályi háttér',
    content: (
      <>
        <Text>Az adatkezelésre különösen az alábbi jogszabályok irányadók:</Text>
        <List spacing="xs">
          <List.Item>
            az Európai Parlament és a Tanács (EU) 2016/679 rendelete (általános adatvédelmi rendelet, a
            továbbiakban: GDPR);
          </List.Item>
          <List.Item>
            az információs önrendelkezési jogról és az információszabadságról szóló 2011. évi CXII. törvény (a
            továbbiakban: Infotv.);
          </List.Item>
          <List.Item>
            az elektronikus kereskedelmi szolgáltatások, valamint az információs társadalommal összefüggő
            szolgáltatások egyes kérdéseiről szóló 2001. évi CVIII. törvény;
          </List.Item>
          <List.Item>
            az elektronikus hírközlésről szóló 2003. évi C. törvény (a továbbiakban: Eht.);
          </List.Item>
          <List.Item>
            a számvitelről szóló 2000. évi C. törvény (a továbbiakban: Számviteli törvény);
          </List.Item>
          <List.Item>a Polgári Törvénykönyvről szóló 2013. évi V. törvény (a továbbiakban: Ptk.).</List.Item>
        </List>
        <Text>
          A jogos érdeken alapuló adatkezelésekhez (GDPR 6. cikk (1) bekezdés f) pont) elvégzett
          érdekmérlegelési tesztet kérésére rendelkezésére bocsátjuk.
        </Text>
      </>
    ),
  },
  {
    id: 'adatkezelesi-celok',
    title: '3. Adatkezelési célok',
    content: (
      <>
        <Text>
          Az alábbiakban célonként ismertetjük a kezelt adatokat, az adatkezelés jogalapját, a címzetteket és
          a megőrzési időt. Az adatokat – ahol ez másként nincs jelölve – közvetlenül Öntől, a Portál
          használata során kapjuk.
        </Text>
        {PURPOSES.map((purpose) => (
          <PurposeTable key={purpose.id} purpose={purpose} />
        ))}
      </>
    ),
  },
  {
    id: 'sutik',
    title: '4. Sütik és helyi tárolás',
    content: (
      <>
        <Text>
          A Portál a működéséhez a böngésző helyi tárolóját (localStorage), az Ön hozzájárulása esetén pedig
          statisztikai és marketing célú sütiket is használ. Az első látogatáskor megjelenő „Süti beállítások”
          ablakban három kategória közül választhat: szükséges, statisztika és marketing.
        </Text>
        <SubSection id="suti-kategoriak" title="4.1. Kategóriák">
          <ScrollRegion label="Süti-kategóriák táblázata">
            <TextTable bordered style={{ minWidth: 560 }} aria-labelledby="suti-kategoriak">
              <thead>
                <tr>
                  <th scope="col">Kategória</th>
                  <th scope="col">Cél</th>
                  <th scope="col">Jogalap</th>
                  <th scope="col">Alapbeállítás</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Szükséges</th>
                  <td>A bejelentkezés fenntartása, a süti-beállítások megjegyzése, a biztonság.</td>
                  <td>
                    Az Eht. 155. § (4) bekezdése alapján hozzájárulást nem igényel; GDPR 6. cikk (1) bekezdés
                    b) és f) pont.
                  </td>
                  <td>Mindig bekapcsolva, nem kapcsolható ki.</td>
                </tr>
                <tr>
                  <th scope="row">Statisztika</th>
                  <td>A Portál használatának összesített mérése a szolgáltatás fejlesztéséhez.</td>
                  <td>GDPR 6. cikk (1) bekezdés a) pont – hozzájárulás.</td>
                  <td>Kikapcsolva.</td>
                </tr>
                <tr>
                  <th scope="row">Marketing</th>
                  <td>Érdeklődésen alapuló ajánlatok megjelenítése, kampányok mérése.</td>
                  <td>GDPR 6. cikk (1) bekezdés a) pont – hozzájárulás.</td>
                  <td>Kikapcsolva.</td>
                </tr>
              </tbody>
            </TextTable>
          </ScrollRegion>
        </SubSection>
        <SubSection id="helyi-tarolas" title="4.2. A böngészőben tárolt adatok">
          <ScrollRegion label="A böngészőben tárolt adatok táblázata">
            <TextTable bordered style={{ minWidth: 560 }} aria-labelledby="helyi-tarolas">
              <thead>
                <tr>
                  <th scope="col">Kulcs</th>
                  <th scope="col">Kategória</th>
                  <th scope="col">Cél</th>
                  <th scope="col">Megőrzés</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">
                    <Code>{STORAGE_KEYS.authToken}</Code>
                  </th>
                  <td>Szükséges (helyi tárolás)</td>
                  <td>A bejelentkezési token, amely bejelentkezve tartja Önt.</td>
                  <td>Kijelentkezésig vagy a munkamenet érvénytelenné válásáig.</td>
                </tr>
                <tr>
                  <th scope="row">
                    <Code>{STORAGE_KEYS.cookiePreferences}</Code>
                  </th>
                  <td>Szükséges (helyi tárolás)</td>
                  <td>A süti-beállításokra vonatkozó döntése (szükséges, statisztika, marketing).</td>
                  <td>Amíg Ön nem módosítja vagy nem törli.</td>
                </tr>
              </tbody>
            </TextTable>
          </ScrollRegion>
          <Text>
            Statisztikai és marketing sütit kizárólag az Ön hozzájárulása esetén helyezünk el. Az ehhez
            használt eszközök, szolgáltatóik és a sütik megőrzési ideje: [eszközök, szolgáltatók és megőrzési
            idők].
          </Text>
        </SubSection>
        <SubSection title="4.3. A hozzájárulás módosítása és visszavonása">
          <Text>
            Hozzájárulását bármikor visszavonhatja vagy módosíthatja. Az alábbi gombbal törölheti a tárolt
            süti-beállításait; az oldal ezután újratöltődik, és a „Süti beállítások” ablak ismét megjelenik. A
            visszavonás nem érinti a korábbi adatkezelés jogszerűségét. A sütiket és a helyi tárolót a
            böngésző beállításaiban is törölheti; a bejelentkezési token törlése kijelentkezteti Önt.
          </Text>
          <Group>
            <ResetCookieChoiceButton />
          </Group>
        </SubSection>
      </>
    ),
  },
  {
    id: 'adatfeldolgozok',
    title: '5. Adatfeldolgozók és címzettek',
    content: (
      <>
        <Text>
          Az adatokat elsősorban a Szolgáltató munkatársai ismerhetik meg, kizárólag a feladataik ellátásához
          szükséges mértékben. Az alábbi szolgáltatókat vesszük igénybe; az adatfeldolgozók a Szolgáltató
          utasításai szerint, szerződésben vállalt adatbiztonsági kötelezettségek mellett járnak el.
        </Text>
        <ScrollRegion label="Adatfeldolgozók táblázata">
          <TextTable bordered style={{ minWidth: 560 }} aria-labelledby="adatfeldolgozok-cim">
            <thead>
              <tr>
                <th scope="col">Tevékenység</th>
                <th scope="col">Szolgáltató</th>
                <th scope="col">Szerepe és az érintett adatok</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Tárhely- és szerverszolgáltatás</th>
                <td>[tárhelyszolgáltató neve, székhelye]</td>
                <td>Adatfeldolgozó: a Portál által kezelt összes adat tárolása és mentése.</td>
              </tr>
              <tr>
                <th scope="row">E-mail-kézbesítés</th>
                <td>[e-mail-szolgáltató neve, székhelye]</td>
                <td>Adatfeldolgozó: név, e-mail cím, az értesítés tartalma.</td>
              </tr>
              <tr>
                <th scope="row">Előfizetési díjak fizetése</th>
                <td>[fizetési szolgáltató neve, székhelye]</td>
                <td>
                  Önálló adatkezelő a fizetés lebonyolítása tekintetében: név, e-mail cím, összeg, tranzakciós
                  adatok, kártyaadatok.
                </td>
              </tr>
            </tbody>
          </TextTable>
        </ScrollRegion>
        <Text>
          További címzettek: a nyilvános tanácsadói profil és az értékelések bárki számára, a foglalás és az
          üzenetek adatai a foglalás, illetve a beszélgetés másik fele számára láthatók. Hatóság vagy bíróság
          részére kizárólag jogszabályban előírt esetben, az ott meghatározott adatokat adjuk át.
        </Text>
        <Text>
          Az Európai Gazdasági Térségen kívülre csak a GDPR V. fejezete szerinti garanciák (például
          megfelelőségi határozat vagy általános adatvédelmi kikötések) mellett továbbítunk adatot; ilyen
          továbbítás esetén az érintett szolgáltatót és a garanciát a fenti táblázatban megjelöljük.
        </Text>
      </>
    ),
  },
  {
    id: 'jogok',
    title: '6. Az Ön jogai',
    content: (
      <>
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              Hozzáférés (GDPR 15. cikk):
            </Text>{' '}
            tájékoztatást kérhet arról, hogy kezeljük-e személyes adatait, és másolatot kérhet azokról.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Helyesbítés (16. cikk):
            </Text>{' '}
            kérheti pontatlan adatai javítását vagy hiányos adatai kiegészítését; adatai nagy részét a
            profiljában és a beállításokban maga is módosíthatja.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Törlés (17. cikk):
            </Text>{' '}
            kérheti adatai törlését, ha azokra már nincs szükség, visszavonta hozzájárulását, vagy az
            adatkezelés jogellenes. Nem töröljük azokat az adatokat, amelyek megőrzését jogszabály írja elő
            (például a számlákat).
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Az adatkezelés korlátozása (18. cikk):
            </Text>{' '}
            kérheti, hogy adatait – például pontosságuk vitatása idejére – csak tároljuk, de egyébként ne
            használjuk.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Adathordozhatóság (20. cikk):
            </Text>{' '}
            a szerződés vagy hozzájárulás alapján kezelt adatait tagolt, széles körben használt, géppel
            olvasható formátumban megkaphatja, vagy kérheti azok továbbítását egy másik adatkezelőnek.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Tiltakozás (21. cikk):
            </Text>{' '}
            a jogos érdeken alapuló adatkezelés ellen saját helyzetével kapcsolatos okból, a közvetlen
            üzletszerzés ellen pedig indokolás nélkül bármikor tiltakozhat.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              A hozzájárulás visszavonása (7. cikk (3) bekezdés):
            </Text>{' '}
            hozzájárulását bármikor visszavonhatja; ez nem érinti a visszavonás előtti adatkezelés
            jogszerűségét.
          </List.Item>
        </List>
        <Text>
          Automatizált döntéshozatalt és profilalkotást (GDPR 22. cikk), amely Önre nézve joghatással járna
          vagy Önt hasonlóan jelentős mértékben érintené, nem alkalmazunk.
        </Text>
        <SubSection title="6.1. A jogok gyakorlása">
          <Text>
            Kérelmét az 1. pontban megadott e-mail címre vagy postacímre küldheti el. Kérelmére indokolatlan
            késedelem nélkül, legkésőbb a beérkezésétől számított egy hónapon belül válaszolunk. Ez a határidő
            a kérelem összetettsége vagy a kérelmek száma miatt további két hónappal meghosszabbítható,
            amelyről az első hónapon belül, az okok megjelölésével tájékoztatjuk.
          </Text>
          <Text>
            Az intézkedés díjmentes; nyilvánvalóan megalapozatlan vagy túlzó kérelem esetén észszerű díjat
            számíthatunk fel, vagy megtagadhatjuk az intézkedést. Személyazonossága megállapításához –
            különösen, ha kérelmét nem a fiókjához tartozó e-mail címről küldi – további adatot kérhetünk.
          </Text>
        </SubSection>
      </>
    ),
  },
  {
    id: 'jogorvoslat',
    title: '7. Jogorvoslat',
    content: (
      <>
        <Text>
          Ha úgy véli, hogy személyes adatai kezelése sérti a jogszabályokat, kérjük, először forduljon
          hozzánk, hogy a panaszát mielőbb orvosolhassuk. Panaszt tehet a felügyeleti hatóságnál is (GDPR 77.
          cikk):
        </Text>
        <Paper withBorder p="md" radius="md">
          <List spacing="xs" listStyleType="none" aria-label="A felügyeleti hatóság elérhetőségei">
            <List.Item>
              <Text span fw={700}>
                Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)
              </Text>
            </List.Item>
            <List.Item>Székhely: 1055 Budapest, Falk Miksa utca 9-11.</List.Item>
            <List.Item>Postacím: 1363 Budapest, Pf. 9.</List.Item>
            <List.Item>Telefon: +36 1 391 1400</List.Item>
            <List.Item>E-mail: ugyfelszolgalat@naih.hu</List.Item>
            <List.Item>
              Honlap: <Anchor href="https://www.naih.hu">www.naih.hu</Anchor>
            </List.Item>
          </List>
        </Paper>
        <Text>
          Jogai megsértése esetén bírósághoz is fordulhat (GDPR 79. cikk). A per – választása szerint – a
          lakóhelye vagy tartózkodási helye szerint illetékes törvényszék előtt is megindítható. Az
          adatkezelés jogsértése miatt Önt ért kár megtérítését, illetve sérelemdíjat is követelhet (GDPR 82.
          cikk).
        </Text>
      </>
    ),
  },
  {
    id: 'adatbiztonsag',
    title: '8. Adatbiztonság',
    content: (
      <>
        <Text>Az adatok védelme érdekében többek között az alábbi intézkedéseket alkalmazzuk:</Text>
        <List spacing="xs">
          <List.Item>
            a jelszavakat erős, sózott, egyirányú (hash) algoritmussal tároljuk, olvasható formában sehol nem
            őrizzük;
          </List.Item>
          <List.Item>
            az egyszer használható kódokat (e-mail-megerősítés, kétlépcsős azonosítás, jelszó-visszaállítás)
            hash formában tároljuk; egy kód {ONE_TIME_CODE.validMinutes} percig érvényes, és legfeljebb{' '}
            {ONE_TIME_CODE.maxAttempts} alkalommal próbálható meg;
          </List.Item>
          <List.Item>
            a bejelentkezési tokeneket a szerveren csak hash formában tároljuk; kijelentkezéskor és
            jelszó-visszaállításkor érvénytelenné válnak;
          </List.Item>
          <List.Item>
            az adatátvitel titkosított (HTTPS/TLS), a videotalálkozók kép- és hanganyaga a résztvevők között
            titkosítva halad;
          </List.Item>
          <List.Item>
            szerepkör alapú hozzáférés-szabályozást alkalmazunk: minden Felhasználó csak a saját, illetve a
            számára megosztott adatokat éri el, az adminisztrátorok pedig csak a feladatukhoz szükséges
            adatokat;
          </List.Item>
          <List.Item>
            a feltöltött fájlok típusát ellenőrizzük, a képekből eltávolítjuk a rejtett metaadatokat;
          </List.Item>
          <List.Item>korlátozzuk a kérések számát a túlterhelés és a jelszótalálgatás ellen;</List.Item>
          <List.Item>
            rendszeres biztonsági mentést készítünk, és naplózzuk a biztonsági eseményeket.
          </List.Item>
        </List>
        <Text>
          Adatvédelmi incidens esetén azt – ha az kockázattal jár az Ön jogaira – a tudomásszerzéstől
          számított 72 órán belül bejelentjük a NAIH-nak, és ha az incidens valószínűsíthetően magas
          kockázattal jár, Önt is haladéktalanul tájékoztatjuk (GDPR 33–34. cikk).
        </Text>
      </>
    ),
  },
  {
    id: 'kiskoruak',
    title: '9. Kiskorúak',
    content: (
      <Text>
        A Portál szolgáltatásait 18. életévüket betöltött személyeknek szánjuk; 18 év alatti személy kizárólag
        törvényes képviselője hozzájárulásával regisztrálhat és veheti igénybe a szolgáltatásokat. A GDPR 8.
        cikke és az Infotv. alapján a 16. életévét be nem töltött gyermek hozzájárulásán alapuló adatkezelés
        csak a szülői felügyeletet gyakorló személy hozzájárulásával vagy engedélyével jogszerű. Ha tudomást
        szerzünk arról, hogy 16 év alatti személy adatait ilyen hozzájárulás nélkül kezeljük, az adatokat
        haladéktalanul töröljük. Ha szülőként ilyet észlel, kérjük, jelezze az 1. pontban megadott
        elérhetőségen.
      </Text>
    ),
  },
  {
    id: 'modositas',
    title: '10. A tájékoztató módosítása',
    content: (
      <Text>
        A tájékoztatót az adatkezelési gyakorlat vagy a jogszabályok változása esetén módosíthatjuk. Lényeges
        változásról a hatálybalépés előtt e-mailben és a Portálon értesítjük. A Portál használatának
        feltételeit az{' '}
        <Anchor component={Link} to="/aszf">
          Általános Szerződési Feltételek
        </Anchor>{' '}
        tartalmazzák.
      </Text>
    ),
  },
];

export default function PrivacyPage() {
  usePageTitle(PAGE_TITLES.privacy);

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Adatkezelési tájékoztató</Title>
          <Text fw={700}>Hatályos: {EFFECTIVE_DATE}</Text>
          <Text>
            Személyes adatai védelmét komolyan vesszük. Az alábbiakban közérthetően összefoglaljuk, hogyan
            kezeljük az adatait a Tanácsadó portál használata során.
          </Text>
        </Stack>

        <Box component="nav" aria-labelledby="adatkezeles-tartalom">
          <Title order={2} size="h3" id="adatkezeles-tartalom" mb="xs">
            Tartalom
          </Title>
          <List spacing={4} listStyleType="none">
            {SECTIONS.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Box>

        {SECTIONS.map((section) => (
          <Box
            component="section"
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-cim`}
            style={{ scrollMarginTop: 80 }}
          >
            <Stack gap="sm">
              <Title order={2} id={`${section.id}-cim`}>
                {section.title}
              </Title>
              {section.content}
            </Stack>
          </Box>
        ))}

        <Text fw={700}>Hatályos: {EFFECTIVE_DATE}</Text>
      </Stack>
    </Container>
  );
}
