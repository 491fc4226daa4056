// Stand-in for `seller/routes` (loaded from the network in the browser).
export const DashboardPage = () => <h1>Stub dashboard</h1>;
export const CreateListingPage = () => <h1>Stub create listing</h1>;
export const EditListingPage = () => <h1>Stub edit listing</h1>;
