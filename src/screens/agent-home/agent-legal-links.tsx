import { useT } from '../../ui/use-t';

// TREC requires both notices on every brokerage and agent page (DESIGN rulings).
const NOTICES = [
  {
    key: 'footer.brokerageServices',
    href: 'https://www.trec.texas.gov/forms/information-about-brokerage-services',
  },
  { key: 'footer.consumerProtection', href: 'https://www.trec.texas.gov/forms/consumer-protection-notice' },
] as const;

/** The TREC 'Information About Brokerage Services' and 'Consumer Protection Notice' links. */
export function AgentLegalLinks() {
  const { t } = useT();
  return (
    <nav className="agent-legal" aria-label={t('agentHome.legal')}>
      {NOTICES.map(({ key, href }) => (
        <a key={key} href={href} rel="noopener">
          {t(key)}
        </a>
      ))}
    </nav>
  );
}
