import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { photoSrcSet, photoVariantUrl } from '@rl/contracts';

/**
 * A listing photo (`/media/...`) in every stored size (`srcset`), so the browser fetches the smallest
 * that fills `sizes`; or the stock drawing shipped in the bundle when the listing has none or the photo
 * fails to load. `priority`: the page's main photo (loaded at once, high fetch priority).
 */
export function VehiclePhoto({
  src,
  alt,
  sizes,
  priority = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  /** the slot's width, as the `sizes` attribute */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed) return <StockPhoto className={className} label={alt} />;
  return (
    <Img
      className={className}
      src={photoVariantUrl(src, 'medium')}
      srcSet={photoSrcSet(src)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: #e9edf2;
`;

/** Stock fallback: a coupe silhouette on the brand's dark gradient (inline SVG, no request). */
export function StockPhoto({ label, className }: { label: string; className?: string }) {
  const uid = useId().replace(/[^\w-]/g, '');
  const bg = `rl-stock-bg-${uid}`;
  const body = `rl-stock-body-${uid}`;
  return (
    <StockSvg
      className={className}
      viewBox="0 0 400 260"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={`${label} (photo coming soon)`}
      data-stock-photo=""
    >
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#13223a" />
          <stop offset="1" stopColor="#070b14" />
        </linearGradient>
        <linearGradient id={body} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b4a63" />
          <stop offset="1" stopColor="#1c2638" />
        </linearGradient>
      </defs>
      <rect width="400" height="260" fill={`url(#${bg})`} />
      <ellipse cx="200" cy="196" rx="150" ry="9" fill="#000" opacity="0.45" />
      <path
        d="M62 170c0-20 14-30 40-34l46-26c14-8 30-12 48-12h38c20 0 38 8 52 20l20 18c30 3 52 12 56 28v14c0 5-4 8-9 8H71c-5 0-9-3-9-8z"
        fill={`url(#${body})`}
        stroke="#c8a45d"
        strokeOpacity="0.55"
        strokeWidth="2"
      />
      <path d="M156 116c10-6 24-10 40-10h34c14 0 28 6 38 16l12 12H138z" fill="#9fb7d6" opacity="0.25" />
      {[118, 292].map((x) => (
        <g key={x}>
          <circle cx={x} cy="182" r="24" fill="#0b0f17" stroke="#c8a45d" strokeOpacity="0.5" strokeWidth="2" />
          <circle cx={x} cy="182" r="10" fill="#5b6a80" />
        </g>
      ))}
      <text x="200" y="236" textAnchor="middle" fill="#c9d3e2" fontSize="13" fontFamily="Inter, system-ui, sans-serif" letterSpacing="2">
        PHOTO COMING SOON
      </text>
    </StockSvg>
  );
}

const StockSvg = styled.svg`
  width: 100%;
  height: 100%;
  display: block;
`;
