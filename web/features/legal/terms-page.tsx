import { ADVISER_TRIAL_DAYS, ONE_TIME_CODE } from '@common/constants';
import { Anchor, Box, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const EFFECTIVE_DATE = '2026. november 22.';

interface TermsSection {
  id: string;
  title: string;
  content: ReactNode;
}

const OPERATOR_DETAILS: ReadonlyArray<readonly [string, string]> = [
  ['Szolgáltató', '[cégnév]'],
  ['Székhely', '[cím]'],
  ['Cégjegyzékszám', '[szám]'],
  ['Adószám', '[szám]'],
  ['E-mail', '[e-mail]'],
  ['Postacím', '[postacím]'],
  ['Tárhelyszolgáltató', '[név, székhely, e-mail]'],
];

function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function OperatorBlock() {
  return (
    <Paper withBorder p="md" radius="md">
      <List spacing="xs" listStyleType="none" aria-label="A Szolgáltató adatai">
        {OPERATOR_DETAILS.map(([label, value]) => (
          <List.Item key={label}>
            <Text span fw={700}>
              {label}:
            </Text>{' '}
            {value}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

const SECTIONS: TermsSection[] = [
  {
    id: 'altalanos-rendelkezesek',
    title: '1. Általános rendelkezések',
    content: (
      <>
        <Text>
          Jelen Általános Szerződési Feltételek (a továbbiakban: ÁSZF) a Tanácsadó portál (a továbbiakban:
          Portál) üzemeltetője (a továbbiakban: Szolgáltató) és a Portált használó személyek (a továbbiakban:
          Felhasználók) jogait és kötelezettségeit szabályozzák. Az ÁSZF a Portál valamennyi szolgáltatására
          kiterjed, így a regisztrációra, az előfizetésekre, a tanácsadók keresésére és foglalására, az
          üzenetküldésre és a videotalálkozókra.
        </Text>
        <SubSection title="1.1. A Szolgáltató adatai">
          <OperatorBlock />
        </SubSection>
        <SubSection title="1.2. A szerződés nyelve és formája">
          <Text>
            A szerződés nyelve magyar. Az ÁSZF alapján létrejövő szerződés elektronikus úton megkötött
            szerződés, amely nem minősül írásba foglalt szerződésnek; azt a Szolgáltató nem iktatja, és az
            magatartási kódexre nem utal. A mindenkor hatályos ÁSZF a Portálon folyamatosan elérhető, Ön azt
            elmentheti és kinyomtathatja.
          </Text>
        </SubSection>
      </>
    ),
  },
  {
    id: 'fogalmak-es-szerepek',
    title: '2. Fogalmak és szerepek',
    content: (
      <List spacing="xs">
        <List.Item>
          <Text span fw={700}>
            Felhasználó:
          </Text>{' '}
          a Portálra regisztrált természetes személy, illetve a jogi személy vagy egyéb szervezet nevében
          eljáró természetes személy.
        </List.Item>
        <List.Item>
          <Text span fw={700}>
            Kérdező:
          </Text>{' '}
          az a Felhasználó, aki a Portálon tanácsadót keres, időpontot foglal és tanácsadást vesz igénybe.
        </List.Item>
        <List.Item>
          <Text span fw={700}>
            Tanácsadó:
          </Text>{' '}
          az a Felhasználó, aki a Portálon nyilvános profilt tesz közzé, és saját nevében, önálló
          vállalkozóként tanácsadást, illetve videotalálkozót nyújt.
        </List.Item>
        <List.Item>
          <Text span fw={700}>
            Szolgáltató (üzemeltető):
          </Text>{' '}
          az 1.1. pontban megjelölt gazdasági társaság, amely a Portált működteti.
        </List.Item>
        <List.Item>
          <Text span fw={700}>
            Adminisztrátor:
          </Text>{' '}
          a Szolgáltató megbízásából a Portál működtetését végző személy, aki többek között a tanácsadói
          fiókokat aktiválja vagy felfüggeszti, és a tanácsadási típusokat kezeli.
        </List.Item>
        <List.Item>
          <Text span fw={700}>
            Tanácsadás:
          </Text>{' '}
          a Tanácsadó által a Kérdező részére, a Portálon foglalt időpontban, videotalálkozó formájában
          nyújtott szolgáltatás.
        </List.Item>
        <List.Item>
          <Text span fw={700}>
            Foglalás:
          </Text>{' '}
          a Kérdező által egy adott Tanácsadóhoz, tanácsadási típusra és időpontra leadott ajánlat.
        </List.Item>
        <List.Item>
          <Text span fw={700}>
            Előfizetés:
          </Text>{' '}
          a Szolgáltató díjköteles szolgáltatása, amely a lejárati időpontig a Kérdezőt időpontfoglalásra, a
          Tanácsadót pedig a Portálon való nyilvános megjelenésre jogosítja.
        </List.Item>
        <List.Item>
          <Text span fw={700}>
            Fogyasztó:
          </Text>{' '}
          a szakmája, önálló foglalkozása vagy üzleti tevékenysége körén kívül eljáró természetes személy
          (Ptk. 8:1. § (1) bekezdés 3. pont).
        </List.Item>
      </List>
    ),
  },
  {
    id: 'regisztracio-es-fiok',
    title: '3. Regisztráció és felhasználói fiók',
    content: (
      <>
        <Text>
          A Portál egyes funkciói (foglalás, üzenetküldés, videotalálkozó, tanácsadói profil) regisztrációhoz
          kötöttek. Regisztrálni a név, az e-mail cím, a jelszó és a választott szerepkör (kérdező vagy
          tanácsadó) megadásával, valamint az ÁSZF és az{' '}
          <Anchor component={Link} to="/adatkezeles">
            Adatkezelési tájékoztató
          </Anchor>{' '}
          elfogadásával lehet. Adminisztrátori fiók regisztrációval nem hozható létre.
        </Text>
        <Text>
          A Portált 18. életévét betöltött személy használhatja. 18 év alatti személy kizárólag törvényes
          képviselője hozzájárulásával regisztrálhat és köthet szerződést; tanácsadóként csak nagykorú személy
          regisztrálhat.
        </Text>
        <SubSection title="3.1. Az e-mail cím megerősítése">
          <Text>
            A regisztráció az e-mail cím megerősítésével válik teljessé. A Szolgáltató a megadott címre{' '}
            {ONE_TIME_CODE.digits} számjegyű, egyszer használható kódot küld, amely{' '}
            {ONE_TIME_CODE.validMinutes} percig érvényes. A fiókba a megerősítésig nem lehet belépni. Szükség
            esetén új kód kérhető; az új kód a korábbit érvényteleníti.
          </Text>
        </SubSection>
        <SubSection title="3.2. Kétlépcsős azonosítás">
          <Text>
            A Felhasználó a fiókja beállításaiban bekapcsolhatja a kétlépcsős azonosítást. Ilyenkor a jelszó
            megadását követően a belépéshez az e-mail címére küldött, egyszer használható kódot is meg kell
            adnia. A Szolgáltató a kétlépcsős azonosítás bekapcsolását kifejezetten javasolja.
          </Text>
        </SubSection>
        <SubSection title="3.3. A fiók biztonsága">
          <List spacing="xs">
            <List.Item>
              A Felhasználó köteles valós adatokat megadni, és azokat naprakészen tartani.
            </List.Item>
            <List.Item>
              A jelszót titokban kell tartani; azt ajánlott más szolgáltatásnál nem használni.
            </List.Item>
            <List.Item>
              Ha a Felhasználó fiókja jogosulatlan használatát észleli, haladéktalanul változtassa meg
              jelszavát, és értesítse a Szolgáltatót.
            </List.Item>
            <List.Item>
              Egy személy szerepkörönként egy fiókot tarthat fenn; a fiók más személyre nem ruházható át.
            </List.Item>
            <List.Item>
              Elfelejtett jelszó esetén az e-mail címre küldött kóddal új jelszó állítható be; ilyenkor a
              korábbi bejelentkezések érvényüket vesztik.
            </List.Item>
          </List>
          <Text>
            A fiókkal végzett műveletekért – a Szolgáltató érdekkörében bekövetkezett visszaélés kivételével –
            a Felhasználó felel.
          </Text>
        </SubSection>
        <SubSection title="3.4. A fiók megszüntetése">
          <Text>
            A Felhasználó fiókja törlését bármikor kérheti a Szolgáltatótól. A törlés nem érinti a már
            megerősített foglalásokból eredő kötelezettségeket. A törölt fiók adatainak kezelésére az
            Adatkezelési tájékoztató irányadó.
          </Text>
        </SubSection>
      </>
    ),
  },
  {
    id: 'kozvetito-szerep',
    title: '4. A Portál közvetítő szerepe',
    content: (
      <>
        <Text>
          A Szolgáltató online közvetítő platformot biztosít, amelyen a Tanácsadók bemutathatják
          szolgáltatásaikat, a Kérdezők pedig időpontot foglalhatnak náluk. A Szolgáltató maga nem nyújt
          tanácsadást, és nem válik a tanácsadásra vonatkozó szerződés felévé.
        </Text>
        <Text>
          A tanácsadásra vonatkozó szerződés (a továbbiakban: tanácsadási szerződés) közvetlenül a Tanácsadó
          és a Kérdező között jön létre. A tanácsadás tartalmáért és szakszerűségéért, a szükséges képesítések
          és engedélyek meglétéért, valamint az adó- és számlázási kötelezettségek teljesítéséért a Tanácsadó
          felel.
        </Text>
        <Text>
          A Tanácsadó a Portálon vállalkozóként (egyéni vállalkozóként, gazdasági társaságként vagy egyéb
          szervezetként) nyújt szolgáltatást; a Kérdező fogyasztói jogait vele szemben gyakorolhatja. A
          tanácsadásról a Tanácsadó állít ki számlát, saját nevében és adószámával.
        </Text>
        <Text>
          A tanácsadás díját a Tanácsadó határozza meg, és azt a Portálon forintban, bruttó összegként tünteti
          fel. A díjat a Kérdező a Tanácsadó által kiállított számla alapján, a számlán feltüntetett módon,
          közvetlenül a Tanácsadónak fizeti meg. A Szolgáltató a tanácsadási díjat nem szedi be és nem kezeli;
          a Portálon látható fizetési állapot a felek tájékoztatását szolgálja.
        </Text>
        <Text>
          A tanácsadók listájának sorrendjét a Kérdező által megadott keresési feltételek és a választott
          rendezési szempont (név, értékelés vagy a regisztráció ideje) határozzák meg. A Szolgáltató a
          találati sorrend befolyásolásáért díjat nem fogad el; ha a jövőben fizetett kiemelést vezetne be,
          azt egyértelműen jelöli.
        </Text>
      </>
    ),
  },
  {
    id: 'elofizetesek',
    title: '5. Előfizetések',
    content: (
      <>
        <SubSection title="5.1. A kérdezői előfizetés">
          <List spacing="xs">
            <List.Item>
              Időpontot foglalni csak érvényes kérdezői előfizetéssel lehet. Az előfizetés napokban
              meghatározott időtartamra szól; lejárati idejét és a hátralévő napok számát a Kérdező a
              fiókjában mindenkor látja.
            </List.Item>
            <List.Item>
              Az előfizetés díját, időtartamát és tartalmát a Portál a megrendelés előtt, forintban, bruttó
              összegként tünteti fel. Az előfizetés a díj sikeres megfizetésével jön létre; a díjról a
              Szolgáltató számlát állít ki.
            </List.Item>
            <List.Item>
              A lejáratot követően új foglalás nem adható le; a lejárat előtt megerősített időpontokat a
              lejárat nem érinti.
            </List.Item>
            <List.Item>
              Az előfizetés nem újul meg automatikusan. A Kérdező a fiókjában bármikor meghosszabbíthatja; a
              meghosszabbítással a lejárati idő a választott napok számával kitolódik.
            </List.Item>
          </List>
        </SubSection>
        <SubSection title="5.2. A tanácsadói előfizetés és a fiók aktiválása">
          <List spacing="xs">
            <List.Item>
              A Tanácsadó profilja akkor jelenik meg a tanácsadók listájában és a keresési találatok között,
              és akkor foglalható, ha fiókját adminisztrátor aktiválta, és tanácsadói előfizetése nem járt le.
            </List.Item>
            <List.Item>
              Az aktiválást a Tanácsadó a fiókja beállításaiban kérheti, miután profilját és számlázási
              adatait (cégnév, ország, város, irányítószám, cím, adószám, bankszámlaszám) hiánytalanul
              kitöltötte. Az adminisztrátor a profil ellenőrzése után a kérelmet jóváhagyja vagy elutasítja;
              az elutasítás okáról a Tanácsadót tájékoztatja.
            </List.Item>
            <List.Item>
              Ha a Tanácsadónak az első aktiváláskor még nincs érvényes előfizetése, a Szolgáltató{' '}
              {ADVISER_TRIAL_DAYS} napos díjmentes próbaidőszakot biztosít. Ezt követően a nyilvános
              megjelenés a Portálon kínált előfizetési csomagok valamelyikével tartható fenn.
            </List.Item>
            <List.Item>
              A lejáratot követően a profil nem jelenik meg a listában, és új foglalás nem érkezhet; a már
              megerősített tanácsadásokat a Tanácsadó köteles teljesíteni. Az előfizetés nem újul meg
              automatikusan, a Tanácsadó a fiókjában hosszabbíthatja meg.
            </List.Item>
            <List.Item>
              A Tanácsadó fiókja inaktiválását bármikor kérheti. A korábban megerősített foglalásokat ilyenkor
              is teljesítenie kell, vagy azokat a 7. pont szerint lemondhatja.
            </List.Item>
          </List>
        </SubSection>
        <SubSection title="5.3. Az előfizetési díj megfizetése">
          <Text>
            Az előfizetési díj a Portálon megjelölt fizetési szolgáltató ([fizetési szolgáltató neve]) útján
            fizethető meg. A bankkártyaadatokat a fizetési szolgáltató kezeli, azokhoz a Szolgáltató nem fér
            hozzá.
          </Text>
        </SubSection>
      </>
    ),
  },
  {
    id: 'foglalas-es-megerosites',
    title: '6. Foglalás és megerősítés',
    content: (
      <>
        <Text>
          A Kérdező a Tanácsadó profilján választja ki a tanácsadás típusát és a szabad időpontot. A Portál
          csak olyan időpontot kínál fel, amely a Tanácsadó munkaidejébe esik, amelyet nem foglal el
          szabadság, távollét vagy másik foglalás, és amely megfelel a Tanácsadó által beállított foglalási
          feltételeknek (például a minimális előzetes foglalási időnek). Az időpontok magyarországi idő
          szerint értendők.
        </Text>
        <Text>
          A foglalás elküldése előtt a Portál összesíti annak adatait (Tanácsadó, tanácsadási típus, időpont,
          időtartam, díj), így a Kérdező az esetleges adatbeviteli hibákat kijavíthatja. A foglalás
          elküldésével a Kérdező ajánlatot tesz a Tanácsadónak, amely elfogadás esetén fizetési
          kötelezettséggel jár.
        </Text>
        <Text>
          A Portál a foglalás beérkezését haladéktalanul, elektronikus úton visszaigazolja. Ha a
          visszaigazolás a foglalás elküldésétől számított 48 órán belül nem érkezik meg, a Kérdező mentesül
          az ajánlati kötöttség alól.
        </Text>
        <Text>
          A foglalás a Tanácsadó megerősítéséig függőben van. A Tanácsadó a foglalást a tanácsadásról
          kiállított számla (PDF fájl) feltöltésével erősíti meg; a Portál a számlát a megerősítéssel együtt
          megküldi a Kérdezőnek. A tanácsadási szerződés a megerősítéssel jön létre.
        </Text>
        <Text>
          Ha a Tanácsadó a foglalást az időpont kezdetéig nem erősíti meg, vagy azt elutasítja, tanácsadási
          szerződés nem jön létre, és a Kérdezőt fizetési kötelezettség nem terheli.
        </Text>
      </>
    ),
  },
  {
    id: 'lemondas-es-modositas',
    title: '7. Lemondás, időpont-módosítás és meg nem jelenés',
    content: (
      <>
        <SubSection title="7.1. Lemondás a Kérdező részéről">
          <Text>
            A Kérdező a foglalást a Portálon bármikor lemondhatja. Az időpont kezdete előtt legalább 24 órával
            történő lemondás díjmentes; ha a Kérdező a díjat már megfizette, a Tanácsadó azt a lemondástól
            számított 14 napon belül visszatéríti.
          </Text>
          <Text>
            24 órán belüli lemondás esetén a Tanácsadó a tanácsadás díját csak akkor követelheti, ha ezt a
            feltételt a foglalás előtt a profilján egyértelműen feltüntette; ennek hiányában a lemondás ekkor
            is díjmentes.
          </Text>
        </SubSection>
        <SubSection title="7.2. Lemondás a Tanácsadó vagy a Szolgáltató részéről">
          <Text>
            A Tanácsadó a megerősített foglalást csak indokolt esetben, lehetőség szerint legalább 24 órával
            az időpont előtt mondhatja le. Ilyenkor a Kérdező a már megfizetett díj teljes visszatérítésére
            jogosult, amelyet a Tanácsadó 14 napon belül teljesít. A gyakori vagy rövid határidejű lemondás a
            tanácsadói fiók felfüggesztését vonhatja maga után.
          </Text>
          <Text>
            Ha a foglalás műszaki okból vagy a tanácsadói fiók felfüggesztése miatt a rendszer által törlődik,
            a felek értesítést kapnak, és a Kérdezőt díjfizetési kötelezettség nem terheli.
          </Text>
        </SubSection>
        <SubSection title="7.3. Időpont-módosítás">
          <Text>
            Bármelyik fél kérheti a Portálon az időpont módosítását új időpont megjelölésével. A másik fél a
            kérelmet elfogadhatja vagy indoklással elutasíthatja. Az elfogadásig, illetve elutasítás esetén az
            eredeti időpont marad érvényben, amelyet a felek a 7.1. és 7.2. pont szerint mondhatnak le.
          </Text>
        </SubSection>
        <SubSection title="7.4. Meg nem jelenés">
          <Text>
            Ha a Kérdező a lemondás elmulasztásával az időpont kezdetétől számított 15 percen belül nem
            csatlakozik a videotalálkozóhoz, a Tanácsadó a foglalást meg nem jelentként jelölheti meg;
            ilyenkor a 24 órán belüli lemondásra vonatkozó szabályok irányadók.
          </Text>
          <Text>
            Ha a Tanácsadó nem jelenik meg, a Kérdező a díj teljes visszatérítésére jogosult, és ezt a
            Szolgáltatónak is jelezheti. Ha a videotalálkozó a Portál üzemzavara miatt nem jön létre, a felek
            díjmentesen új időpontban állapodhatnak meg, vagy a foglalást díjmentesen lemondhatják.
          </Text>
        </SubSection>
      </>
    ),
  },
  {
    id: 'videotalalkozok-es-uzenetek',
    title: '8. Videotalálkozók és üzenetküldés',
    content: (
      <>
        <Text>
          A videotalálkozó a böngészőben, külön program telepítése nélkül jön létre. A felek a megerősített
          tanácsadáshoz a kezdés előtt 15 perccel csatlakozhatnak, egészen a tanácsadás végéig. A használathoz
          korszerű böngésző, kamera, mikrofon és stabil internetkapcsolat szükséges; ezek biztosítása a
          Felhasználó feladata.
        </Text>
        <Text>
          A kép- és hangátvitel a résztvevők böngészői között közvetlenül, titkosítva zajlik. A Szolgáltató a
          videotalálkozókat nem rögzíti, és azok tartalmát nem tárolja. A résztvevők a találkozót a másik fél
          kifejezett, előzetes hozzájárulása nélkül nem rögzíthetik (Ptk. 2:48. §).
        </Text>
        <Text>
          Az üzenetküldés a Kérdező és a Tanácsadó közötti kapcsolattartást szolgálja. Az üzenetek és
          csatolmányaik tárolására az Adatkezelési tájékoztató irányadó. A Szolgáltató az üzenetek tartalmát
          rendszeresen nem vizsgálja; bejelentés vagy jogszabályi kötelezettség esetén azonban a jogsértés
          kivizsgálásához szükséges mértékben megismerheti.
        </Text>
        <SubSection title="8.1. Elfogadható használat">
          <Text>A videotalálkozók és az üzenetek során tilos:</Text>
          <List spacing="xs">
            <List.Item>jogellenes, sértő, fenyegető, zaklató vagy gyűlöletkeltő tartalom közlése;</List.Item>
            <List.Item>harmadik személyek személyes adatainak jogosulatlan közlése;</List.Item>
            <List.Item>kéretlen reklám vagy tömeges üzenet küldése;</List.Item>
            <List.Item>kártékony kódot tartalmazó fájl vagy hivatkozás küldése;</List.Item>
            <List.Item>más személy nevében való fellépés vagy a másik fél egyéb megtévesztése.</List.Item>
          </List>
        </SubSection>
      </>
    ),
  },
  {
    id: 'ertekelesek',
    title: '9. Értékelések',
    content: (
      <List spacing="xs">
        <List.Item>
          Értékelést kizárólag az a Kérdező adhat, aki az adott Tanácsadónál a Portálon keresztül foglalt és
          lezajlott tanácsadáson részt vett. A Szolgáltató így biztosítja, hogy az értékelések a szolgáltatás
          valós igénybevételén alapuljanak.
        </List.Item>
        <List.Item>
          Az értékelésnek a Kérdező saját tapasztalatát kell tükröznie; nem tartalmazhat valótlan, sértő vagy
          jogellenes állítást, illetve harmadik személyre vonatkozó személyes adatot.
        </List.Item>
        <List.Item>
          Tilos az értékelésért ellenszolgáltatást adni vagy kérni, valamint az értékeléseket bármilyen módon
          manipulálni.
        </List.Item>
        <List.Item>
          A Szolgáltató az értékelések tartalmát nem módosítja. A jelen pontba ütköző értékelést bejelentés
          alapján eltávolíthatja, és erről az érintetteket tájékoztatja.
        </List.Item>
        <List.Item>Az értékelések átlaga és száma a Tanácsadó profilján nyilvánosan megjelenik.</List.Item>
      </List>
    ),
  },
  {
    id: 'tiltott-magatartasok',
    title: '10. Tiltott magatartások',
    content: (
      <>
        <Text>A Portál használata során tilos különösen:</Text>
        <List spacing="xs">
          <List.Item>valótlan adatok megadása, más személy nevében történő regisztráció;</List.Item>
          <List.Item>
            más Felhasználó fiókjának használata vagy jogosulatlan hozzáférés megkísérlése;
          </List.Item>
          <List.Item>
            a Portál működésének zavarása vagy túlterhelése, biztonsági megoldásainak megkerülése, az adatok
            automatizált gyűjtése;
          </List.Item>
          <List.Item>
            jogellenes tevékenység kínálása, különösen engedélyhez kötött tevékenység engedély nélküli
            végzése;
          </List.Item>
          <List.Item>mások személyiségi jogainak vagy szellemi tulajdonának megsértése;</List.Item>
          <List.Item>
            a Felhasználók adatainak a Portál rendeltetésétől eltérő felhasználása, különösen kéretlen
            megkeresésre.
          </List.Item>
        </List>
        <Text>
          Jogsértés esetén a Szolgáltató a jogsértő tartalmat eltávolíthatja, a fiókot figyelmeztetést
          követően, súlyos esetben azonnal felfüggesztheti vagy megszüntetheti. A tanácsadói fiók
          korlátozásáról vagy felfüggesztéséről a Szolgáltató az (EU) 2019/1150 rendeletnek megfelelően
          indokolással ellátott értesítést küld. A Tanácsadóval fennálló szerződést a Szolgáltató – súlyos
          szerződésszegés vagy jogszabályi kötelezettség esetét kivéve – 30 napos felmondási idővel
          szüntetheti meg.
        </Text>
      </>
    ),
  },
  {
    id: 'szellemi-tulajdon',
    title: '11. Szellemi tulajdon',
    content: (
      <>
        <Text>
          A Portál szoftvere, arculata, szövegei és adatbázisa szerzői jogi védelem alatt áll, azok a
          Szolgáltató vagy jogosultjai szellemi tulajdonát képezik. A rendeltetésszerű használaton túl a
          Szolgáltató előzetes írásbeli engedélye nélkül nem másolhatók, nem terjeszthetők és nem
          módosíthatók.
        </Text>
        <Text>
          A Felhasználó által feltöltött tartalomért (profilkép, galériaképek, bemutatkozás, üzenetek,
          értékelések) a Felhasználó felel, és szavatolja, hogy azok közzétételére jogosult, ideértve a
          képeken szereplő személyek hozzájárulását is.
        </Text>
        <Text>
          A Felhasználó a nyilvános tartalmai tekintetében a Szolgáltatónak díjmentes, nem kizárólagos,
          területi korlátozás nélküli felhasználási engedélyt ad, amely a tartalom Portálon való
          megjelenítésére és az ehhez szükséges technikai műveletekre (például méretezés, bélyegkép készítése)
          terjed ki. Az engedély a tartalom törlésével vagy a fiók megszűnésével megszűnik.
        </Text>
      </>
    ),
  },
  {
    id: 'felelosseg',
    title: '12. Felelősség',
    content: (
      <>
        <Text>
          A tanácsadás tartalma a Tanácsadó saját szakmai véleménye, amelyért a Tanácsadó felel. A Szolgáltató
          a tanácsok helyességét nem vizsgálja, és nem felel azok alkalmazásának következményeiért.
        </Text>
        <Paper withBorder p="md" radius="md">
          <Text fw={700}>Fontos: a Portál nem sürgősségi szolgáltatás.</Text>
          <Text>
            Életveszély vagy sürgős segítség szükségessége esetén hívja a 112-es segélyhívó számot. Az online
            tanácsadás nem helyettesíti az orvosi vizsgálatot és kezelést, a pszichoterápiát, sem a
            jogszabályban meghatározott képesítéshez vagy engedélyhez kötött szolgáltatást (például ügyvédi
            jogi képviseletet). Ilyen tevékenységet csak az arra jogosult Tanácsadó végezhet, a rá vonatkozó
            szakmai szabályok szerint.
          </Text>
        </Paper>
        <Text>
          A Szolgáltató törekszik a Portál folyamatos és hibamentes működésére, de a megszakítás nélküli
          elérhetőséget nem szavatolja. A tervezett karbantartásról lehetőség szerint előre tájékoztat. A
          Szolgáltató nem felel a Felhasználó eszközeinek vagy internetkapcsolatának hibájából, illetve
          harmadik személyek érdekkörében felmerült okból eredő károkért.
        </Text>
        <Text>
          A Szolgáltató felelőssége – a jogszabályok által megengedett mértékben – a Felhasználó által a
          káreseményt megelőző 12 hónapban a Szolgáltatónak megfizetett előfizetési díjak összegére
          korlátozódik. E korlátozás nem vonatkozik a szándékosan vagy súlyos gondatlansággal okozott,
          valamint az emberi életet, testi épséget vagy egészséget megkárosító szerződésszegésért való
          felelősségre (Ptk. 6:152. §), és nem érinti a fogyasztókat jogszabály alapján megillető jogokat.
        </Text>
      </>
    ),
  },
  {
    id: 'fogyasztoi-jogok',
    title: '13. Fogyasztói jogok, elállás és felmondás',
    content: (
      <>
        <Text>
          Ha Ön fogyasztó, a fogyasztó és a vállalkozás közötti szerződések részletes szabályairól szóló
          45/2014. (II. 26.) Korm. rendelet (a továbbiakban: Rendelet) alapján a szolgáltatás nyújtására
          irányuló szerződéstől – így az előfizetéstől és a tanácsadási szerződéstől – a szerződés
          megkötésének napjától számított 14 napon belül indokolás nélkül elállhat, illetve azt felmondhatja.
        </Text>
        <SubSection title="13.1. Az elállási jog kivétele">
          <Text>
            A Rendelet 29. § (1) bekezdés a) pontja alapján nem illeti meg az elállási jog a szolgáltatás
            egészének teljesítését követően, ha a teljesítést az Ön kifejezett, előzetes beleegyezésével
            kezdték meg, és Ön tudomásul vette, hogy a szolgáltatás egészének teljesítését követően elveszíti
            elállási jogát. A 14 napon belüli időpontra szóló foglaláskor a Portál ezt a beleegyezést és
            tudomásulvételt külön kéri. Egy teljesen lezajlott tanácsadás ezért elállással utólag nem mondható
            vissza.
          </Text>
          <Text>
            Ha a teljesítés az Ön kérésére az elállási határidő lejárta előtt megkezdődött, és Ön ezt követően
            áll el vagy mond fel, a felmondás időpontjáig teljesített szolgáltatással arányos díjat köteles
            megfizetni.
          </Text>
        </SubSection>
        <SubSection title="13.2. Az elállási jog gyakorlása">
          <Text>
            Elállási vagy felmondási szándékát egyértelmű nyilatkozattal, például e-mailben jelezheti; ehhez a
            Rendelet 2. melléklete szerinti nyilatkozatmintát is használhatja. Az előfizetésre vonatkozó
            nyilatkozatot a Szolgáltatónak ([e-mail]), a tanácsadási szerződésre vonatkozót a Tanácsadónak
            kell címezni; ez utóbbit a Portál üzenetküldő funkciójával is elküldheti. A határidő betartottnak
            minősül, ha nyilatkozatát a határidő lejárta előtt elküldi.
          </Text>
          <Text>
            Elállás esetén a megfizetett összeget – az arányos díj levonásával – a nyilatkozat kézhezvételétől
            számított 14 napon belül, az eredeti fizetési móddal megegyező módon térítik vissza; ez Önnek
            többletköltséget nem okoz.
          </Text>
        </SubSection>
        <SubSection title="13.3. Hibás teljesítés">
          <Text>
            Hibás teljesítés esetén a Ptk. szerinti kellékszavatossági jogok illetik meg: a tanácsadás hibás
            teljesítése miatt a Tanácsadóval, a Portál szolgáltatásainak (így az előfizetésnek) hibás
            teljesítése miatt a Szolgáltatóval szemben.
          </Text>
        </SubSection>
      </>
    ),
  },
  {
    id: 'panaszkezeles',
    title: '14. Panaszkezelés és jogorvoslat',
    content: (
      <>
        <Text>
          A Portál működésével, az előfizetésekkel vagy a Szolgáltató eljárásával kapcsolatos panaszát
          e-mailben ([e-mail]) vagy postai úton ([postacím]) nyújthatja be. A Szolgáltató a panaszt
          kivizsgálja, és arra a beérkezésétől számított 30 napon belül írásban, érdemi indoklással válaszol.
          A panaszt és a rá adott választ a fogyasztóvédelemről szóló 1997. évi CLV. törvényben előírt ideig
          megőrzi.
        </Text>
        <Text>
          A tanácsadás tartalmával vagy teljesítésével kapcsolatos panaszt elsősorban a Tanácsadóhoz kell
          intézni. Ha a felek nem jutnak megállapodásra, a Szolgáltató kérésre közreműködik az egyeztetésben,
          a vitában azonban nem dönt. A Tanácsadók a Szolgáltató döntéseivel (például az aktiválási kérelem
          elutasításával vagy a fiók felfüggesztésével) kapcsolatban a fenti elérhetőségeken díjmentes belső
          panaszkezelési eljárást vehetnek igénybe.
        </Text>
        <SubSection title="14.1. Békéltető testület és hatóság">
          <Text>
            Ha panaszát elutasítják, fogyasztóként a lakóhelye vagy tartózkodási helye szerint illetékes
            békéltető testülethez fordulhat, de kérheti a Szolgáltató székhelye szerint illetékes békéltető
            testület eljárását is. A békéltető testületek elérhetősége a{' '}
            <Anchor href="https://bekeltetes.hu">békéltető testületek honlapján (bekeltetes.hu)</Anchor>{' '}
            található. A Szolgáltató a békéltető testületi eljárásban együttműködik.
          </Text>
          <Text>
            Fogyasztóvédelmi hatósági eljárást a lakóhelye szerint illetékes kormányhivatalnál kezdeményezhet,
            jogvitáját pedig bíróság elé is viheti.
          </Text>
          <Text>
            Az Európai Unió online vitarendezési platformja (ODR-platform) az (EU) 2024/3228 rendelet alapján
            2025. július 20-án megszűnt, ezért az online kötött szerződésekkel kapcsolatos vitákat a fenti
            fórumokon, elsősorban a békéltető testület előtt lehet rendezni.
          </Text>
        </SubSection>
      </>
    ),
  },
  {
    id: 'aszf-modositasa',
    title: '15. Az ÁSZF módosítása',
    content: (
      <>
        <Text>
          A Szolgáltató az ÁSZF-et egyoldalúan módosíthatja, különösen jogszabályváltozás, új funkció
          bevezetése vagy a szolgáltatás feltételeinek változása esetén. A módosításról a hatálybalépést
          legalább 15 nappal megelőzően e-mailben és a Portálon tájékoztatja a Felhasználókat.
        </Text>
        <Text>
          Ha Ön a módosítást nem fogadja el, a hatálybalépés előtt fiókja törlésével a szerződést díjmentesen
          megszüntetheti. A módosítás a már megerősített foglalásokat nem érinti.
        </Text>
      </>
    ),
  },
  {
    id: 'iranyado-jog',
    title: '16. Irányadó jog és záró rendelkezések',
    content: (
      <>
        <Text>
          Az ÁSZF-re és a Portál használatára a magyar jog irányadó, különösen a Polgári Törvénykönyvről szóló
          2013. évi V. törvény (Ptk.), az elektronikus kereskedelmi szolgáltatások, valamint az információs
          társadalommal összefüggő szolgáltatások egyes kérdéseiről szóló 2001. évi CVIII. törvény, a
          fogyasztóvédelemről szóló 1997. évi CLV. törvény és a 45/2014. (II. 26.) Korm. rendelet. Fogyasztó
          esetén a jogválasztás nem fosztja meg a fogyasztót a szokásos tartózkodási helye szerinti ország
          jogának kötelező fogyasztóvédelmi rendelkezései által biztosított védelemtől.
        </Text>
        <Text>
          Ha az ÁSZF valamely rendelkezése érvénytelen, az a többi rendelkezés érvényességét nem érinti. A
          személyes adatok kezelésére az{' '}
          <Anchor component={Link} to="/adatkezeles">
            Adatkezelési tájékoztató
          </Anchor>{' '}
          irányadó.
        </Text>
      </>
    ),
  },
];

export default function TermsPage() {
  usePageTitle(PAGE_TITLES.terms);

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Általános Szerződési Feltételek</Title>
          <Text fw={700}>Hatályos: {EFFECTIVE_DATE}</Text>
          <Text>
            Kérjük, hogy a regisztráció és az első foglalás előtt figyelmesen olvassa el az alábbi
            feltételeket. A regisztrációval Ön kijelenti, hogy az ÁSZF-et megismerte és elfogadja.
          </Text>
        </Stack>

        <Box component="nav" aria-labelledby="aszf-tartalom">
          <Title order={2} size="h3" id="aszf-tartalom" mb="xs">
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
