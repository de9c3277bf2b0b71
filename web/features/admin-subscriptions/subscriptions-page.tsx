import { Tabs } from '@mantine/core';
import { useUrlListState } from '@web/components/data-table-params';
import { PageShell } from '@web/components/page-shell';
import { PackagesTab } from './components/packages-tab';
import { PaymentsTab } from './components/payments-tab';
import { SubscriptionsTab } from './components/subscriptions-tab';
import { parseState, stateToParams, TABS, type Tab } from './list-state';

/**
 * /admin/elofizetesek: every asker's and adviser's subscription (adjust by days), the subscription
 * packages (CRUD) and the payments; the open tab and the table state live in the URL.
 */
export default function AdminSubscriptionsPage() {
  const { state, update } = useUrlListState(parseState, stateToParams);

  return (
    <PageShell
      title="Előfizetések"
      size="xl"
      intro="A kérdezők és tanácsadók előfizetései, az előfizetési csomagok és a befizetések."
    >
      <Tabs
        value={state.tab}
        onChange={(value) => {
          if (value && (TABS as readonly string[]).includes(value)) update({ tab: value as Tab });
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="elofizetesek">Előfizetések</Tabs.Tab>
          <Tabs.Tab value="csomagok">Csomagok</Tabs.Tab>
          <Tabs.Tab value="befizetesek">Befizetések</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="elofizetesek" pt="md">
          <SubscriptionsTab state={state} update={update} />
        </Tabs.Panel>
        <Tabs.Panel value="csomagok" pt="md">
          <PackagesTab />
        </Tabs.Panel>
        <Tabs.Panel value="befizetesek" pt="md">
          <PaymentsTab />
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
