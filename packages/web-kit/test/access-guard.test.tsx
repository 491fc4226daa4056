import { catchFullPageNavigation } from '@rl/web-build/jest/full-page-navigation';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  REDIRECT_DELAY_MS,
  useAccessGuard,
  useSessionStore,
  useToastStore,
  type AccessRequirement,
} from '../src';

const notice = { title: 'Unauthorized', description: 'Nope', variant: 'destructive' as const };

function Guarded({ requirement }: { requirement: AccessRequirement }) {
  const state = useAccessGuard(requirement, notice);
  return <p>state:{state}</p>;
}

function renderAt(requirement: AccessRequirement) {
  return render(
    <MemoryRouter initialEntries={['/guarded']}>
      <Routes>
        <Route path="/guarded" element={<Guarded requirement={requirement} />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const user = { id: 'u', email: 'u@x.y', firstName: null, lastName: null, profileImageUrl: null, emailVerified: true, createdAt: '', updatedAt: '' };
const assign = catchFullPageNavigation();

test('waits while the session is unknown', () => {
  useSessionStore.setState({ status: 'unknown', user: null });
  renderAt('signedIn');
  expect(screen.getByText('state:checking')).toBeTruthy();
  expect(useToastStore.getState().toasts).toHaveLength(0);
});

test('signed out: notice, then /api/login as a full navigation after 500 ms', () => {
  useSessionStore.setState({ status: 'signedOut', user: null });
  renderAt('signedIn');
  expect(screen.getByText('state:denied')).toBeTruthy();
  expect(useToastStore.getState().toasts[0]).toMatchObject(notice);
  jest.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
  expect(assign).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  // back to this page afterwards, with the reason shown on the sign-in page
  expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?next=%2F[^&]*&reason=signed-out$/));
});

test('signed-in user on an admin screen: notice, then home after 500 ms', async () => {
  useSessionStore.setState({ status: 'signedIn', user: { ...user, role: 'user' } });
  renderAt('admin');
  expect(useToastStore.getState().toasts[0]).toMatchObject(notice);
  await act(() => jest.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
  expect(screen.getByText('home')).toBeTruthy();
  expect(assign).not.toHaveBeenCalled();
});

test('allowed callers see the screen', () => {
  useSessionStore.setState({ status: 'signedIn', user: { ...user, role: 'admin' } });
  renderAt('admin');
  expect(screen.getByText('state:allowed')).toBeTruthy();
  expect(useToastStore.getState().toasts).toHaveLength(0);
});
