import { useAtomValue } from 'jotai';
import type { ApiClient } from '../../api/create-api-client';
import { fetchAgentInfo } from '../../api/fetch-agent-info';
import { fetchOfficeAddresses } from '../../api/fetch-office-addresses';
import { fetchStaff } from '../../api/fetch-staff';
import { storedAgentAtom } from '../../state/agent-atom';
import { LoadFailure } from '../../ui/load-failure';
import { useApiResource } from '../../ui/use-api-resource';
import { useT } from '../../ui/use-t';
import { ContactDetails, type ContactPoint } from './contact-details';
import { ContactForm } from './contact-form';
import { OfficeLocations } from './office-locations';
import { StaffCarousel } from './staff-carousel';

export interface ContactScreenProps {
  /** From the `agent` attribute, already validated: the MatrixDir of the agent whose page this is. */
  agent?: string | undefined;
}

const loadOffices = (api: ApiClient, signal: AbortSignal) =>
  fetchOfficeAddresses(api, 'api/addresses', signal);
const loadCompany = (api: ApiClient, signal: AbortSignal) =>
  fetchOfficeAddresses(api, 'api/getAddress', signal);
const loadStaff = (api: ApiClient, signal: AbortSignal) => fetchStaff(api, signal);

/**
 * `<bb-contact>`'s screen, the contact page (SPEC §2): the title ('CONTACT {AGENT}' on an agent's page,
 * else 'CONTACT US'), how to reach the agent or the brokerage, the office locations with map links, the
 * contact form, and the staff carousel — which an agent's page leaves out (SPEC §6). The agent is the
 * `agent` attribute, else the stored agent of an agent's site. An agent that
 * cannot be read makes the page the company's: a visitor can always write to someone.
 */
export function ContactScreen({ agent: agentAttribute }: ContactScreenProps) {
  const { t, lang } = useT();
  // Without the attribute, the agent whose site this is (stored by <bb-agent-home>, SPEC §6).
  const storedAgent = useAtomValue(storedAgentAtom);
  const agent = agentAttribute ?? storedAgent?.MatrixDir;
  const loadAgent = (api: ApiClient, signal: AbortSignal) => fetchAgentInfo(api, agent ?? '', signal);
  const agentInfo = useApiResource(agent ? loadAgent : null, agent);
  const offices = useApiResource(loadOffices, 'api/addresses');
  const company = useApiResource(loadCompany, 'api/getAddress');
  const staff = useApiResource(loadStaff, 'staff');

  const selected = agentInfo.status === 'ready' ? agentInfo.value.data : null;
  // While the agent loads, the page is neither the agent's nor the company's yet: no title flicker, no
  // carousel that would vanish a moment later.
  const agentPending = agent !== undefined && agentInfo.status === 'loading';
  const agentName = selected ? (selected.AgentChimeName ?? selected.MatrixDir) : null;
  const main = company.status === 'ready' ? company.value.data[0] : undefined;
  const point: ContactPoint | null = selected
    ? {
        phone: selected.AgentBizPhone ?? selected.AgentPhone,
        email: selected.AgenteMail,
        agent: selected,
      }
    : main
      ? { phone: main.phone, email: main.email }
      : null;

  return (
    <div className="contact" part="contact">
      <h2 className="contact-title">
        {agentPending
          ? '\u00a0'
          : agentName
            ? t('contact.titleAgent', { agent: agentName.toLocaleUpperCase(lang) })
            : t('contact.titleUs')}
      </h2>
      <div className="contact-layout">
        <div className="contact-reach">
          {point && <ContactDetails point={point} />}
          {!selected && company.status === 'failed' && <LoadFailure onRetry={company.retry} />}
        </div>
        <section className="contact-form-section" aria-labelledby="contact-form-title">
          <h3 id="contact-form-title">{t('contact.formTitle')}</h3>
          <ContactForm matrixDir={selected?.MatrixDir ?? null} />
        </section>
        <section className="contact-offices-section" aria-labelledby="contact-offices-title">
          <h3 id="contact-offices-title">{t('contact.officeLocations')}</h3>
          {offices.status === 'ready' && <OfficeLocations offices={offices.value.data} />}
          {offices.status === 'loading' && <p className="bb-hint">{t('common.loading')}</p>}
          {offices.status === 'failed' && <LoadFailure onRetry={offices.retry} />}
        </section>
      </div>
      {!selected && !agentPending && staff.status === 'ready' && staff.value.data.length > 0 && (
        <StaffCarousel staff={staff.value.data} />
      )}
      {!selected && !agentPending && staff.status === 'failed' && <LoadFailure onRetry={staff.retry} />}
    </div>
  );
}
