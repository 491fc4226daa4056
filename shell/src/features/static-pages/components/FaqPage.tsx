import { SalesLineButton } from './SalesLineButton';
import { StaticPage } from './StaticPage';

export default function FaqPage() {
  return (
    <StaticPage
      title="Frequently Asked Questions"
      summary="Answers about listing fees, how long a sale takes, how buyers pay and how our associates work for you."
    >
      <SalesLineButton label="Still have questions? Call" />
    </StaticPage>
  );
}
