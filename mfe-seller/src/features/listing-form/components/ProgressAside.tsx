import { centerRow, CheckIcon, gridGap, iconCircle, SITE } from '@rl/web-kit';
import styled from 'styled-components';
import type { ListingFormValues } from '../model/form-values';
import { vinProblem } from '../model/vin-rules';

const filled = (...v: string[]) => v.every((x) => x.trim() !== '');

/** Desktop side panel: which sections are complete (each a shortcut to its section) and how selling works. */
export function ProgressAside({ values: v, photos }: { values: ListingFormValues; photos: number }) {
  const steps = [
    {
      id: 'vehicle-information',
      title: 'Vehicle Information',
      done: filled(v.make, v.model, v.year, v.mileage, v.price, v.condition, v.bodyType, v.fuelType, v.transmission, v.drivetrain, v.exteriorColor, v.interiorColor),
    },
    { id: 'location-information', title: 'Location Information', done: filled(v.location, v.zipCode) },
    { id: 'vehicle-documentation', title: 'Vehicle Documentation', done: vinProblem(v.vin) === undefined },
    { id: 'description-features', title: 'Description and Features', done: filled(v.description) },
    { id: 'photos', title: 'Photos', done: photos > 0 },
    { id: 'contact-information', title: 'Contact Information', done: filled(v.contactFirstName, v.contactLastName, v.contactPhone, v.contactEmail) },
  ];
  const complete = steps.filter((s) => s.done).length;
  const go = (id: string) => {
    const section = document.getElementById(id);
    section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea, button')?.focus({ preventScroll: true });
  };
  return (
    <Aside aria-label="Listing progress">
      <Panel>
        <h2>Your listing</h2>
        <Meter aria-hidden="true">
          <span style={{ width: `${(complete / steps.length) * 100}%` }} />
        </Meter>
        <p>
          {complete} of {steps.length} sections complete
        </p>
        <Steps>
          {steps.map((s) => (
            <li key={s.id}>
              <button type="button" onClick={() => go(s.id)}>
                <Dot $done={s.done} aria-hidden="true">
                  {s.done && <CheckIcon size={12} />}
                </Dot>
                {s.title}
                {s.done && <span className="sr"> (complete)</span>}
              </button>
            </li>
          ))}
        </Steps>
      </Panel>
      <Panel $dark>
        <h2>How it works</h2>
        <ol>
          <li>Our team reviews your listing, usually within a day.</li>
          <li>A dedicated associate handles every buyer inquiry and negotiation.</li>
          <li>Listing is free: a success fee applies only when your car sells.</li>
        </ol>
        <p>
          Questions? Call {SITE.salesPhone.display}, 7 days a week.
        </p>
      </Panel>
    </Aside>
  );
}

const Aside = styled.aside`
  display: none;
  ${({ theme }) => theme.media.lg} {
    ${gridGap(16)}
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
`;

const Panel = styled.div<{ $dark?: boolean }>`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $dark }) => ($dark ? theme.colors.navyBorder : theme.colors.border)};
  background: ${({ theme, $dark }) => ($dark ? theme.colors.navy : theme.colors.surface)};
  color: ${({ theme, $dark }) => ($dark ? theme.colors.textOnDark : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h2 { font-size: 1rem; margin-bottom: 10px; }
  > p { font-size: 0.85rem; color: ${({ theme, $dark }) => ($dark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)}; }
  ol {
    margin: 0 0 12px;
    padding-left: 18px;
    ${gridGap(8)}
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
  ol li::marker { color: ${({ theme }) => theme.colors.gold}; font-weight: 700; }
`;

const Meter = styled.div`
  height: 6px;
  margin-bottom: 8px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.gold}, #e0c27f);
    transition: width 200ms ease;
  }
`;

const Steps = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  ${gridGap(2)}
  button {
    ${centerRow}
    gap: 10px;
    width: 100%;
    padding: 8px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.88rem;
    text-align: left;
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  }
`;

const Dot = styled.span<{ $done: boolean }>`
  flex: none;
  ${iconCircle(20)}
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: #fff;
`;
