import { PUBLIC_ORIGIN_PATTERN, PAGE_DATA_HEADERS } from '@rl/contracts';
import { ValidationFailed } from '@rl/service-kit';

/** The site's origin as the gateway saw it (its PUBLIC_URL, or the checked Host): pages print it in absolute URLs. */
export function publicOrigin(value: string | string[] | undefined): string {
  const origin = typeof value === 'string' ? value.replace(/\/+$/, '') : '';
  if (!PUBLIC_ORIGIN_PATTERN.test(origin)) {
    throw new ValidationFailed([
      { field: PAGE_DATA_HEADERS.origin, message: `${PAGE_DATA_HEADERS.origin} must be the site's origin, such as https://cars.example.com` },
    ]);
  }
  return origin;
}
