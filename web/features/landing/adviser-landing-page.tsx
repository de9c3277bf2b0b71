import { ADVISER_TRIAL_DAYS, GALLERY_MAX_IMAGES } from '@common/constants';
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
  IconCalendarCheck,
  IconCalendarCog,
  IconCertificate,
  IconDeviceLaptop,
  IconFileInvoice,
  IconIdBadge2,
  IconLogin,
  IconMail,
  IconMessages,
  IconReceipt,
  IconSend,
  IconStar,
  IconUserCircle,
  IconUserPlus,
  IconVideo,
  IconWifi,
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

const ADVISER_REGISTRATION_PATH = '/regisztracio?szerep=tanacsado';

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

const FEATURES: InfoItem[] = [
  {
    icon: IconUserCircle,
    title: 'Nyilvános profil',
    description:
      `Bemutatkozás, profilkép, legfeljebb ${GALLERY_MAX_IMAGES} galériakép és tanácsadási területek: a ` +
      'kérdezők ez alapján találják meg és választják ki Önt.',
  },
  {
    icon: IconCalendarCog,
    title: 'Naptár munkaidővel és szabadsággal',
    description:
      'Állítsa be heti munkaidejét, rögzítse szabadságát és távolléteit; a kérdezők csak a valóban szabad ' +
      'időpontjait látják.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Online foglalások',
    description:
      'A kérdezők közvetlenül a naptárából foglalnak. Az új foglalásról azonnal értesítést kap, a naptára ' +
      'pedig magától frissül.',
  },
  {
    icon: IconVideo,
    title: 'Videotalálkozók',
    description:
      'A tanácsadást a böngészőben, telepítés nélkül tarthatja meg. A kapcsolat titkosított, és a portál ' +
      'nem rögzíti a beszélgetést.',
  },
  {
    icon: IconMessages,
    title: 'Üzenetek',
    description:
      'Egyeztessen kérdezőivel a portál üzenetküldőjében, akár fájlok csatolásával is; a beszélgetések egy ' +
      'helyen maradnak.',
  },
  {
    icon: IconFileInvoice,
    title: 'Számla feltöltése a megerősítéskor',
    description:
      'A foglalást a számla PDF-fájljának feltöltésével erősíti meg, a portál pedig elküldi a számlát a ' +
      'kérdezőnek.',
  },
  {
    icon: IconStar,
    title: 'Értékelések',
    description:
      'A lezajlott tanácsadások után a kérdezők értékelhetik munkáját. Értékelést csak valódi foglalás ' +
      'után lehet írni, így a visszajelzések hitelesek.',
  },
];

const STEPS: InfoItem[] = [
  {
    icon: IconUserPlus,
    title: 'Regisztráció tanácsadóként',
    description:
      'Regisztráljon a tanácsadói szerepkör kiválasztásával, majd erősítse meg e-mail címét a kapott kóddal.',
  },
  {
    icon: IconIdBadge2,
    title: 'A profil kitöltése',
    description:
      'Írja meg bemutatkozását, töltsön fel profilképet, válassza ki tanácsadási területeit, állítsa be ' +
      'munkaidejét, és adja meg számlázási adatait (cégnév, ország, város, irányítószám, cím, adószám, ' +
      'bankszámlaszám).',
  },
  {
    icon: IconSend,
    title: 'Aktiválási kérelem',
    description:
      'A beállításokban küldjön aktiválási kérelmet. Egy adminisztrátor ellenőrzi és jóváhagyja profilját, ' +
      `amely ezután megjelenik a tanácsadók listájában. Az első aktiváláskor ${ADVISER_TRIAL_DAYS} napos ` +
      'próbaidőszakot kap.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Foglalások fogadása',
    description:
      'A kérdezők a szabad időpontjaira foglalnak. Ön a számla feltöltésével megerősíti a foglalást, majd ' +
      'a megbeszélt időpontban videotalálkozón tartja meg a tanácsadást.',
  },
];

const REQUIREMENTS: InfoItem[] = [
  {
    icon: IconMail,
    title: 'E-mail cím',
    description: 'Érvényes e-mail cím a regisztrációhoz és az értesítésekhez.',
  },
  {
    icon: IconReceipt,
    title: 'Számlaképesség',
    description:
      'Számlázási adatok, adószám és bankszámlaszám, mivel a tanácsadásról Ön állítja ki a számlát.',
  },
  {
    icon: IconCertificate,
    title: 'Szakmai jogosultság',
    description:
      'A tevékenységéhez szükséges képesítés, engedélyhez kötött szakterület esetén pedig a ' +
      'megfelelő engedély.',
  },
  {
    icon: IconDeviceLaptop,
    title: 'Eszköz',
    description:
      'Kamerával és mikrofonnal felszerelt számítógép, táblagép vagy telefon, korszerű böngészővel.',
  },
  {
    icon: IconWifi,
    title: 'Internetkapcsolat',
    description: 'Stabil internetkapcsolat a videotalálkozókhoz.',
  },
];

const FAQ: FaqItem[] = [
  {
    id: 'szamla',
    question: 'Ki állítja ki a számlát a tanácsadásról?',
    answer: (
      <Text>
        Ön, tanácsadóként. A portál közvetítő szerepet tölt be: a tanácsadási szerződés Ön és a kérdező között
        jön létre. A számlát PDF formátumban, a foglalás megerősítésekor tölti fel, a portál pedig továbbítja
        a kérdezőnek.
      </Text>
    ),
  },
  {
    id: 'megjelenes',
    question: 'Mikor jelenik meg a profilom a tanácsadók listájában?',
    answer: (
      <Text>
        Amikor egy adminisztrátor jóváhagyta az aktiválási kérelmét, és tanácsadói előfizetése érvényes. Az
        aktiválási kérelmet akkor érdemes elküldeni, amikor profilja és számlázási adatai már hiánytalanok.
      </Text>
    ),
  },
  {
    id: 'lejarat',
    question: 'Mi történik, ha lejár a tanácsadói előfizetésem?',
    answer: (
      <Text>
        Profilja ekkor nem jelenik meg a listában, és új foglalást sem kaphat, a már megerősített
        tanácsadásokat azonban meg kell tartania. Előfizetését a fiókjában, az előfizetési csomagok között
        hosszabbíthatja meg.
      </Text>
    ),
  },
  {
    id: 'tavollet',
    question: 'Hogyan jelezhetem, ha nem érek rá?',
    answer: (
      <Text>
        A naptárában szabadságot vagy távollétet rögzíthet, így azokra az időszakokra nem lehet foglalni. Már
        lefoglalt időpont esetén időpont-módosítást kérhet a kérdezőtől.
      </Text>
    ),
  },
  {
    id: 'feltetelek',
    question: 'Hol találom a részletes feltételeket?',
    answer: (
      <Text>
        A foglalásra, a lemondásra és az előfizetésre vonatkozó szabályokat az{' '}
        <Anchor component={Link} to="/aszf">
          Általános Szerződési Feltételek
        </Anchor>
        , a személyes adatok kezelését az{' '}
        <Anchor component={Link} to="/adatkezeles">
          Adatkezelési tájékoztató
        </Anchor>{' '}
        ismerteti.
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

/** Long button labels may wrap instead of pushing the page wider than a 360 px screen. */
const WRAPPING_BUTTON_STYLES = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 6 },
} as const;

function CallToAction() {
  return (
    <Group>
      <Button
        component={Link}
        to={ADVISER_REGISTRATION_PATH}
        size="md"
        leftSection={<IconUserPlus aria-hidden="true" />}
        styles={WRAPPING_BUTTON_STYLES}
      >
        Regisztráció tanácsadóként
      </Button>
      <Button
        component={Link}
        to="/bejelentkezes"
        size="md"
        variant="outline"
        leftSection={<IconLogin aria-hidden="true" />}
      >
        Bejelentkezés
      </Button>
    </Group>
  );
}

export default function AdviserLandingPage() {
  usePageTitle(PAGE_TITLES.adviserLanding);
  const hasTypes = useHasConsultationTypes();

  return (
    <Container size="lg" py="xl">
      <Stack gap={64}>
        <Stack gap="lg" maw={760}>
          <Title order={1}>Ossza meg tudását online – tanácsadóként a Tanácsadó portálon</Title>
          <Text size="lg">
            Mutassa be szakterületét nyilvános profilon, kezelje időpontjait naptárban, fogadjon online
            foglalásokat, és tartsa meg tanácsadásait videotalálkozón – mindezt egy helyen, magyar nyelven.
          </Text>
          <CallToAction />
          <ActiveExpertsCount suffix="aktív tanácsadó fogad foglalásokat a portálon" />
        </Stack>

        <Box component="section" aria-labelledby="miert-csatlakozzon">
          <Stack gap="lg">
            <Title order={2} id="miert-csatlakozzon">
              Miért csatlakozzon?
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="list">
              {FEATURES.map((feature) => (
                <InfoCard key={feature.title} item={feature} />
              ))}
            </SimpleGrid>
          </Stack>
        </Box>

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
                Tanácsadási területek a portálon
              </Title>
              <Text>
                Profiljában ezek közül választhatja ki, milyen területeken ad tanácsot. Mindegyik területhez
                tartozik egy alkalom hossza, a kérdezők pedig terület szerint is keresnek.
              </Text>
              <ConsultationTypeList label="Tanácsadási területek a portálon" />
            </Stack>
          </Box>
        ) : null}

        <Box component="section" aria-labelledby="mire-lesz-szukseg">
          <Stack gap="lg">
            <Title order={2} id="mire-lesz-szukseg">
              Mire lesz szüksége?
            </Title>
            <Paper withBorder radius="lg" p="xl">
              <List spacing="md" center>
                {REQUIREMENTS.map((requirement) => {
                  const Icon = requirement.icon;
                  return (
                    <List.Item
                      key={requirement.title}
                      icon={
                        <ThemeIcon size={32} radius="xl" variant="light">
                          <Icon aria-hidden="true" size={18} />
                        </ThemeIcon>
                      }
                    >
                      <Text span fw={700}>
                        {requirement.title}:
                      </Text>{' '}
                      {requirement.description}
                    </List.Item>
                  );
                })}
              </List>
            </Paper>
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="tanacsadoi-gyik">
          <Stack gap="lg">
            <Title order={2} id="tanacsadoi-gyik">
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

        <Paper component="section" withBorder radius="lg" p="xl" aria-labelledby="csatlakozas">
          <Stack gap="md" align="flex-start">
            <Title order={2} id="csatlakozas">
              Csatlakozzon tanácsadóként
            </Title>
            <Text>
              A regisztráció után lépésről lépésre kitöltheti profilját, és amikor elkészült, elküldheti
              aktiválási kérelmét. Ha már van tanácsadói fiókja, jelentkezzen be.
            </Text>
            <CallToAction />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
