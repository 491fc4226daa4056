import { API, colorLabel, formatPrice, GALLERY_PHOTO_SIZES, pageTitle, photoSrcSet, photoVariantUrl, PRODUCT, SHARED_PAGES, STORED_LABELS, type PublicVehicle, vehicleTitle } from '@rl/contracts';
import { clipText, vehicleFirstScreen, renderPageHead } from '@rl/page-render';

const USED = 'https://schema.org/UsedCondition';

/** schema.org's drive configurations by stored drivetrain (others are left out). */
const DRIVE_WHEEL_CONFIGURATION: Record<string, string> = {
  fwd: 'https://schema.org/FrontWheelDriveConfiguration',
  rwd: 'https://schema.org/RearWheelDriveConfiguration',
  'rear-wheel-drive': 'https://schema.org/RearWheelDriveConfiguration',
  awd: 'https://schema.org/AllWheelDriveConfiguration',
  'all-wheel-drive': 'https://schema.org/AllWheelDriveConfiguration',
  '4wd': 'https://schema.org/FourWheelDriveConfiguration',
};

type PageVehicle = Pick<
  PublicVehicle,
  'id' | 'make' | 'model' | 'trim' | 'year' | 'mileage' | 'price' | 'status' | 'bodyType' | 'fuelType' | 'transmission'
  | 'drivetrain' | 'exteriorColor' | 'exteriorColorName' | 'interiorColor' | 'description' | 'images' | 'location'
>;

const label = (value: string | null | undefined) => (value ? (STORED_LABELS[value] ?? value) : undefined);


/** '$89,900 · 12,400 miles · Miami, FL. <the seller's description>' (sold listings say so first), at most 160 characters. */
function vehicleDescription(v: PageVehicle): string {
  const facts = [formatPrice(v.price), `${Math.round(v.mileage).toLocaleString('en-US')} miles`, v.location].filter(Boolean).join(' \u00b7 ');
  return clipText(`${v.status === 'sold' ? 'Sold. ' : ''}${facts}. ${v.description ?? ''}`, 160);
}

/** Where the car is: its 'City, ST' location as a schema.org Place (the address only when it reads as city and state). */
function vehiclePlace(location: string | null | undefined) {
  const where = location?.trim();
  if (!where) return undefined;
  const m = /^(.+?),\s*([A-Za-z]{2})$/.exec(where);
  return {
    '@type': 'Place',
    name: where,
    ...(m ? { address: { '@type': 'PostalAddress', addressLocality: m[1]!.trim(), addressRegion: m[2]!.toUpperCase(), addressCountry: 'US' } } : {}),
  };
}

/**
 * schema.org Car with its Offer: sold by the platform (its associate mediates every sale; the private
 * seller is never named) from where the car is. Never the VIN or anything else private: only public fields reach here.
 */
function vehicleJsonLd(v: PageVehicle, origin: string, name: string) {
  const url = `${origin}${SHARED_PAGES.vehicle(v.id)}`;
  const images = (v.images ?? []).map((i) => (i.startsWith('/') ? `${origin}${photoVariantUrl(i, 'large')}` : i));
  const optional = {
    bodyType: label(v.bodyType),
    fuelType: label(v.fuelType),
    vehicleTransmission: label(v.transmission),
    driveWheelConfiguration: DRIVE_WHEEL_CONFIGURATION[v.drivetrain ?? ''],
    color: v.exteriorColor ? colorLabel(v.exteriorColor, v.exteriorColorName) : undefined,
    vehicleInteriorColor: v.interiorColor || undefined,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    description: clipText(v.description ?? '', 500) || undefined,
    url,
    image: images.length ? images : undefined,
    brand: { '@type': 'Brand', name: v.make },
    model: v.model,
    vehicleModelDate: String(v.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.mileage, unitCode: 'SMI' },
    itemCondition: USED,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    offers: {
      '@type': 'Offer',
      price: Number(v.price).toFixed(2),
      priceCurrency: 'USD',
      availability: v.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: USED,
      url,
      seller: { '@type': 'Organization', name: PRODUCT.name, url: origin },
      ...(vehiclePlace(v.location) ? { availableAtOrFrom: vehiclePlace(v.location) } : {}),
    },
  };
}

/** The head tags of a public listing's page: title as the client's, the cover photo's large size for previews. */
export function vehiclePageHead(v: PageVehicle, origin: string): string {
  const name = vehicleTitle(v);
  const cover = v.images?.[0];
  return renderPageHead(
    {
      title: pageTitle(name),
      description: vehicleDescription(v),
      path: SHARED_PAGES.vehicle(v.id),
      image: cover ? photoVariantUrl(cover, 'large') : undefined,
      imageAlt: cover ? name : undefined,
      type: 'product',
      jsonLd: vehicleJsonLd(v, origin, name),
      // the gallery's first photo is the page's largest paint: the browser fetches it with the scripts
      preloadImage: cover ? { href: photoVariantUrl(cover, 'medium'), srcset: photoSrcSet(cover), sizes: GALLERY_PHOTO_SIZES } : undefined,
      // the detail screen's own request: its answer arrives with the scripts instead of after them
      preloadData: [API.vehicle(v.id)],
    },
    origin,
  );
}

/** The picture of the listing's page the browser paints before the scripts (page-render first-screen.ts). */
export const vehiclePageFirstScreen = (v: PageVehicle): string =>
  vehicleFirstScreen({ heading: vehicleTitle(v), price: formatPrice(v.price), location: v.location, cover: v.images?.[0] });
