import { SITE, telHref } from '@rl/web-kit';
import { StaticPage } from './StaticPage';

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      summary="What we collect, how we use it, and your rights. We never sell your data."
    >
      <p>
        Questions about your data? Call <a href={telHref()}>{SITE.salesPhone.display}</a>.
      </p>
    </StaticPage>
  );
}
