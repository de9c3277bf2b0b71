import {
  Accordion,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarPlus,
  IconCalendarTime,
  IconCheck,
  IconCurrencyForint,
  IconFileInvoice,
  IconLanguage,
  IconMessages,
  IconSearch,
  IconShieldLock,
  IconUserPlus,
  IconVideo,
  type TablerIcon,
} from '@tabler/icons-react';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ActiveExpertsCount,
  ConsultationTypeList,
  useHasConsultationTypes,
} from './components/consultation-types';

interface InfoItem {
  icon: TablerIcon;
  title: string;
  description: ReactNode;
}

interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

const HIGHLIGHTS = [
  'Keresés név és tanácsadási terület szerint',
  'Csak valóban szabad időpontok foglalhatók',
  'Számla minden megerősített foglalásról',
  'Videotalálkozó a böngészőben, telepítés nélkül',
];

const STEPS: InfoItem[] = [
  {
    icon: IconSearch,
    title: 'Keresés',
    description:
      'Böngésszen a tanácsadók között név vagy tanácsadási terület szerint, és ismerje meg ' +
      'bemutatkozásukat, szakterületeiket és értékeléseiket.',
  },
  {
    icon: IconCalendarPlus,
    title: 'Foglalás',
    description:
      'Válassza ki a tanácsadás típusát és egy szabad időpontot a tanácsadó naptárából. A foglaláshoz ' +
      'érvényes kérdezői előfizetés szükséges.',
  },
  {
    icon: IconFileInvoice,
    title: 'Megerősítés',
    description:
      'A tanácsadó a számla feltöltésével megerősíti a foglalást; a számlát a portál elküldi Önnek, és a ' +
      'foglalásai között is megtalálja.',
  },
  {
    icon: IconVideo,
    title: 'Online találkozó',
    description:
      'A megbeszélt időpontban – már 15 perccel a kezdés előtt – csatlakozhat a videotalálkozóhoz, ' +
      'közvetlenül a böngészőjéből.',
  },
];

const BENEFITS: InfoItem[] = [
  {
    icon: IconShieldLock,
    title: 'Biztonság',
    description:
      'Titkosított kapcsolat, igény szerint kétlépcsős azonosítás, és a jelszavakat soha nem tároljuk ' +
      'olvasható formában.',
  },
  {
    icon: IconVideo,
    title: 'Videotalálkozó a böngészőben',
    description:
      'Nem kell programot telepítenie. A kép és a hang titkosítva, közvetlenül Ön és a tanácsadó között ' +
      'halad, a portál pedig nem rögzíti a beszélgetést.',
  },
  {
    icon: IconMessages,
    title: 'Üzenetek',
    description:
      'A tanácsadás előtt és után is üzenetet válthat a tanácsadóval, és a szükséges dokumentumokat ' +
      'csatolhatja.',
  },
  {
    icon: IconLanguage,
    title: 'Magyar nyelven',
    description:
      'A teljes felület magyar nyelvű, és kérdéseivel ügyfélszolgálatunkhoz is magyarul fordulhat.',
  },
  {
    icon: IconCurrencyForint,
    title: 'Átlátható árak forintban',
    description:
      'Az előfizetés és a tanácsadások díját forintban, még a foglalás előtt látja, és minden megerősített ' +
      'foglalásról számlát kap.',
  },
  {
    icon: IconCalendarTime,
    title: 'Rugalmas időpontok',
    description:
      'Csak a tanácsadó valóban szabad időpontjai közül választhat, és szükség esetén időpont-módosítást ' +
      'kérhet.',
  },
];

const FAQ: FaqItem[] = [
  {
    id: 'elofizetes',
    question: 'Szükségem van előfizetésre a foglaláshoz?',
    answer: (
      <Text>
        Igen. A tanácsadók böngészéséhez nem kell fiók, időpontot azonban érvényes kérdezői előfizetéssel
        foglalhat. Az előfizetés díját és időtartamát a vásárlás előtt, forintban látja, lejárati idejét pedig
        a fiókjában mindig nyomon követheti. Az előfizetés nem újul meg automatikusan.
      </Text>
    ),
  },
  {
    id: 'eszkozok',
    question: 'Mire van szükségem a videotalálkozóhoz?',
    answer: (
      <Text>
        Egy korszerű böngészőre, kamerára, mikrofonra és stabil internetkapcsolatra. Külön programot nem kell
        telepítenie: a megerősített foglalásnál a kezdés előtt 15 perccel megjelenik a csatlakozás lehetősége.
      </Text>
    ),
  },
  {
    id: 'rogzites',
    question: 'Rögzíti a portál a videotalálkozókat?',
    answer: (
      <Text>
        Nem. A kép- és hangátvitel közvetlenül a résztvevők böngészői között, titkosítva zajlik; a portál a
        találkozókat nem rögzíti és nem tárolja. A résztvevők sem rögzíthetik a beszélgetést a másik fél
        hozzájárulása nélkül.
      </Text>
    ),
  },
  {
    id: 'szamla',
    question: 'Hogyan kapom meg a számlát?',
    answer: (
      <Text>
        A tanácsadási szerződés Ön és a tanácsadó között jön létre, ezért a számlát a tanácsadó állítja ki. A
        foglalás megerősítésekor feltölti a számlát, amelyet a portál elküld Önnek.
      </Text>
    ),
  },
  {
    id: 'lemondas',
    question: 'Módosíthatom vagy lemondhatom a foglalást?',
    answer: (
      <Text>
        Igen. A tanácsadásai között időpont-módosítást kérhet, amelyet a tanácsadó elfogad vagy elutasít, és a
        foglalást le is mondhatja. A részletes lemondási szabályokat az{' '}
        <Anchor component={Link} to="/aszf">
          Általános Szerződési Feltételek
        </Anchor>{' '}
        tartalmazzák.
      </Text>
    ),
  },
  {
    id: 'adatok',
    question: 'Hogyan védik a személyes adataimat?',
    answer: (
      <Text>
        Az adatokat titkosított kapcsolaton továbbítjuk, a jelszavakat és az egyszer használható kódokat csak
        visszafejthetetlen formában tároljuk, és mindenki csak a számára szükséges adatokat látja. A
        részleteket az{' '}
        <Anchor component={Link} to="/adatkezeles">
          Adatkezelési tájékoztató
        </Anchor>{' '}
        ismerteti.
      </Text>
    ),
  },
  {
    id: 'surgos',
    question: 'Sürgős helyzetben is segítséget kaphatok?',
    answer: (
      <Text>
        A portál nem sürgősségi szolgáltatás, és nem helyettesíti az orvosi ellátást. Életveszély vagy sürgős
        segítség szükségessége esetén hívja a 112-es segélyhívó számot.
      </Text>
    ),
  },
];

function InfoCard({ item, label }: { item: InfoItem; label?: string }) {
  const Icon = item.icon;
  return (
    <Card withBorder radius="md" padding="lg" role="listitem">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light">
            <Icon aria-hidden="true" size={26} />
          </ThemeIcon>
          {label ? <Text fw={700}>{label}</Text> : null}
        </Group>
        <Title order={3} size="h4">
          {item.title}
        </Title>
        <Text>{item.description}</Text>
      </Stack>
    </Card>
  );
}

export default function LandingPage() {
  usePageTitle(PAGE_TITLES.landing);
  const hasTypes = useHasConsultationTypes();

  return (
    <Container size="lg" py="xl">
      <Stack gap={64}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Title order={1}>Találjon megbízható szakértőt – online, néhány kattintással</Title>
            <Text size="lg">
              A Tanácsadó portálon a szakterületének megfelelő tanácsadót kereshet, szabad időpontjai közül
              foglalhat, és a böngészőjében tarthat vele videotalálkozót. A tanácsadói profilokat megjelenésük
              előtt adminisztrátor hagyja jóvá.
            </Text>
            <Group>
              <Button
                component={Link}
                to="/tanacsadok"
                size="md"
                leftSection={<IconSearch aria-hidden="true" />}
              >
                Tanácsadók böngészése
              </Button>
              <Button
                component={Link}
                to="/regisztracio"
                size="md"
                variant="outline"
                leftSection={<IconUserPlus aria-hidden="true" />}
              >
                Regisztráció
              </Button>
            </Group>
            <ActiveExpertsCount suffix="aktív szakértő várja Önt" />
          </Stack>
          <Paper withBorder radius="lg" p="xl">
            <Text fw={700} size="lg" mb="md">
              Amit a portál kínál
            </Text>
            <List
              spacing="sm"
              center
              icon={
                <ThemeIcon size={28} radius="xl" variant="light">
                  <IconCheck aria-hidden="true" size={18} />
                </ThemeIcon>
              }
            >
              {HIGHLIGHTS.map((highlight) => (
                <List.Item key={highlight}>{highlight}</List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>

        <Box component="section" aria-labelledby="hogyan-mukodik">
          <Stack gap="lg">
            <Title order={2} id="hogyan-mukodik">
              Hogyan működik?
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} role="list">
              {STEPS.map((step, index) => (
                <InfoCard key={step.title} item={step} label={`${index + 1}. lépés`} />
              ))}
            </SimpleGrid>
          </Stack>
        </Box>

        {hasTypes ? (
          <Box component="section" aria-labelledby="tanacsadasi-teruletek">
            <Stack gap="lg">
              <Title order={2} id="tanacsadasi-teruletek">
                Tanácsadási területek
              </Title>
              <Text>Válasszon területet, és nézze meg, mely tanácsadók foglalkoznak vele.</Text>
              <ConsultationTypeList linked label="Tanácsadási területek" />
            </Stack>
          </Box>
        ) : null}

        <Box component="section" aria-labelledby="elonyok">
          <Stack gap="lg">
            <Title order={2} id="elonyok">
              Miért a Tanácsadó portál?
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="list">
              {BENEFITS.map((benefit) => (
                <InfoCard key={benefit.title} item={benefit} />
              ))}
            </SimpleGrid>
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="gyakori-kerdesek">
          <Stack gap="lg">
            <Title order={2} id="gyakori-kerdesek">
              Gyakori kérdések
            </Title>
            <Accordion variant="separated" order={3}>
              {FAQ.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>{item.answer}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        </Box>

        <Paper component="section" withBorder radius="lg" p="xl" aria-labelledby="kezdes">
          <Stack gap="md" align="flex-start">
            <Title order={2} id="kezdes">
              Kezdje el még ma
            </Title>
            <Text>
              Nézze meg, mely tanácsadók foglalkoznak az Önt érintő kérdéssel, vagy hozza létre fiókját, és
              foglalja le az első időpontját.
            </Text>
            <Group>
              <Button component={Link} to="/tanacsadok" leftSection={<IconSearch aria-hidden="true" />}>
                Tanácsadók böngészése
              </Button>
              <Button
                component={Link}
                to="/regisztracio"
                variant="outline"
                leftSection={<IconUserPlus aria-hidden="true" />}
              >
                Regisztráció
              </Button>
            </Group>
            <Text>
              Tanácsadóként csatlakozna?{' '}
              <Anchor component={Link} to="/landing-tanacsadoknak">
                Tudjon meg többet a tanácsadói lehetőségekről
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
