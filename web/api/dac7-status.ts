import { dac7Api } from '@common/api/dac7';
import { useQuery } from '@tanstack/react-query';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { endpointQuery } from '@web/lib/endpoint';

/** Where the adviser gives their DAC7 data: the billing page, at its DAC7 section. */
export const DAC7_SECTION_PATH = '/tanacsadoi-fiok/szamlazasi-adatok#dac7';

/** GET /api/tanacsadok/{id}/dac7: the adviser's DAC7 data and where they stand with it. */
export const dac7StatusQuery = (adviserId: string) =>
  endpointQuery(dac7Api.get, { params: { id: adviserId } }, { silent: true });

/**
 * The signed-in adviser's DAC7 state (issue 39): their billing page's section, the overview's Teendők
 * and the profile's price notice show it. The screens show a failure themselves (silent).
 */
export function useMyDac7Status() {
  const { adviserId } = useAdviserIdentity();
  return useQuery({
    ...dac7StatusQuery(adviserId ?? ''),
    select: (answer) => answer.data,
    enabled: Boolean(adviserId),
    retry: false,
  });
}
