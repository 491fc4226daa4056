import { useAccessGuard } from '@rl/web-kit';

// Stand-in for `seller/routes` (loaded from the network in the browser). The dashboard keeps the
// real screen's access rule, so shell flows that cross it (logout from the dashboard) are covered.
export const DashboardPage = () => {
  const access = useAccessGuard('signedIn', { title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
  return access === 'allowed' ? <h1>Stub dashboard</h1> : <p>Checking access</p>;
};
export const CreateListingPage = () => <h1>Stub create listing</h1>;
export const EditListingPage = () => <h1>Stub edit listing</h1>;
