import { render } from '@testing-library/react';
import { useToastClearance } from '../src/toast/toast-clearance';

// jsdom has no layout: the bars report the heights a phone would measure.
function Bar({ height }: { height: number }) {
  const ref = useToastClearance<HTMLDivElement>();
  return (
    <div
      ref={(el) => {
        if (el) el.getBoundingClientRect = () => ({ height, width: 390, top: 0, left: 0, right: 390, bottom: height, x: 0, y: 0, toJSON: () => ({}) });
        ref.current = el;
      }}
    />
  );
}

const clearance = () => document.documentElement.style.getPropertyValue('--rl-toast-clearance');

test('notices stand on the tallest bar pinned to the bottom, and come back down when the bars go', () => {
  expect(clearance()).toBe('');
  const publish = render(<Bar height={72.4} />);
  expect(clearance()).toBe('73px');
  const taller = render(<Bar height={120} />);
  expect(clearance()).toBe('120px');
  taller.unmount();
  expect(clearance()).toBe('73px');
  publish.unmount();
  expect(clearance()).toBe('');
});
