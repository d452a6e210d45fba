import { termsOfService } from './content/terms';
import { LegalPage } from './LegalPage';

/** The Terms of Service in the chosen language. Default export so the router can load it lazily. */
export default function TermsOfServicePage() {
  return <LegalPage documents={termsOfService} />;
}
