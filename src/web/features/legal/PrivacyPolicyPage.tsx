import { privacyPolicy } from './content/privacy';
import { LegalPage } from './LegalPage';

/** The Privacy Policy in the chosen language. Default export so the router can load it lazily. */
export default function PrivacyPolicyPage() {
  return <LegalPage documents={privacyPolicy} />;
}
