import { fullPageNavigation, useToastStore } from '@rl/web-kit';

/**
 * For the tests of a screen that sends the visitor elsewhere: fake timers (the redirect waits), no toasts
 * left from the last test, and full-page navigations caught by the returned mock instead of jsdom.
 */
export function catchFullPageNavigation(): jest.Mock {
  const assign = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    assign.mockReset();
    fullPageNavigation.assign = assign;
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());
  return assign;
}
