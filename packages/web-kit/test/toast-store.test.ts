import { TOAST_REMOVE_DELAY_MS, toast, useToastStore } from '../src';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

test('one toast at a time: the newest replaces the previous', () => {
  toast({ title: 'First' });
  toast({ title: 'Second', variant: 'destructive' });
  const { toasts } = useToastStore.getState();
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
});

test('variant defaults to "default"', () => {
  toast({ title: 'Hi' });
  expect(useToastStore.getState().toasts[0].variant).toBe('default');
});

test('a dismissed toast closes at once and is removed after 1,000,000 ms', () => {
  const { id, dismiss } = toast({ title: 'Bye' });
  dismiss();
  expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
  jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
  expect(useToastStore.getState().toasts).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(useToastStore.getState().toasts).toHaveLength(0);
});
