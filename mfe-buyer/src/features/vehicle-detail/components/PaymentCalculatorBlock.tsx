import { PaymentCalculator } from '@rl/web-kit/finance';
import { priceNumber } from '@rl/web-kit/vehicles';

/** The payment calculator, starting from this listing's price. */
export function PaymentCalculatorBlock({ price }: { price: string | number }) {
  return (
    <PaymentCalculator
      price={priceNumber(price)}
      title="Payment Calculator"
      intro="Change the down payment, trade-in, term or rate. The link to this page keeps your numbers."
    />
  );
}
