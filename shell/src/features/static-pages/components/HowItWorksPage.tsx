import { StaticPage } from './StaticPage';

export default function HowItWorksPage() {
  return (
    <StaticPage
      title="How It Works"
      summary="Sellers upload photos and details once, get a dedicated associate who handles every buyer, and are looked after until the sale. Buyers search, view details, contact our team and complete the purchase directly with the titleholder."
    />
  );
}
