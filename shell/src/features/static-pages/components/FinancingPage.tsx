import { SalesLineButton } from './SalesLineButton';
import { StaticPage } from './StaticPage';

export default function FinancingPage() {
  return (
    <StaticPage
      title="Financing"
      summary="In-house financing with rates as low as 3.75% APR, a 5-minute online application and funding often within 24 hours. All credit welcome."
    >
      <SalesLineButton />
    </StaticPage>
  );
}
