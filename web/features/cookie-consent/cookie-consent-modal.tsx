// The styles of the dialog's own components (the public pages' stylesheet has the rest): a first visit
// shows this dialog at once, so it does not wait for Mantine's whole sheet.
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { messages } from '@common/messages';
import { Anchor, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { notifySuccess } from '@web/lib/notify';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCookieConsent } from './cookie-preferences';

/** The persistent cookie-consent dialog of SPEC.md §2: three toggles, three buttons. */
export default function CookieConsentModal() {
  const { open, preferences, save } = useCookieConsent();
  const [statisztika, setStatisztika] = useState(preferences?.statisztika ?? false);
  const [marketing, setMarketing] = useState(preferences?.marketing ?? false);

  useEffect(() => {
    if (open) {
      setStatisztika(preferences?.statisztika ?? false);
      setMarketing(preferences?.marketing ?? false);
    }
  }, [open, preferences]);

  const choose = (choice: { statisztika: boolean; marketing: boolean }) => {
    save(choice);
    notifySuccess(messages.cookies.saved);
  };

  return (
    <Modal
      opened={open}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      title="Süti beállítások"
    >
      <Stack gap="md">
        <Text size="sm">
          Weboldalunk sütiket (cookie-kat) és helyi tárolást használ. A működéshez szükséges sütik nélkül az
          oldal nem használható; a statisztikai és marketing sütikhez az Ön hozzájárulását kérjük. Döntését
          bármikor megváltoztathatja az oldal alján található „Süti beállítások” gombbal. Részletek az{' '}
          <Anchor component={Link} to="/adatkezeles" size="sm" underline="always">
            adatkezelési tájékoztatóban
          </Anchor>
          .
        </Text>
        <Switch
          checked
          disabled
          label="Szükséges sütik"
          description="A bejelentkezéshez, a biztonsághoz és az alapvető működéshez kellenek. Mindig bekapcsolva."
        />
        <Switch
          checked={statisztika}
          onChange={(event) => setStatisztika(event.currentTarget.checked)}
          label="Statisztikai sütik"
          description="Névtelen látogatottsági adatok, hogy javíthassuk a szolgáltatást."
        />
        <Switch
          checked={marketing}
          onChange={(event) => setMarketing(event.currentTarget.checked)}
          label="Marketing sütik"
          description="Személyre szabott ajánlatokhoz és hirdetésekhez."
        />
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={() => choose({ statisztika: false, marketing: false })}>
            Csak a szükségesek
          </Button>
          <Button variant="light" onClick={() => choose({ statisztika, marketing })}>
            Beállítások mentése
          </Button>
          <Button onClick={() => choose({ statisztika: true, marketing: true })}>Összes elfogadása</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
