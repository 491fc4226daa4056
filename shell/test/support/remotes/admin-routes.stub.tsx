// Stand-in for `admin/routes` (loaded from the network in the browser).
export const AdminDashboardPage = () => <h1>Stub admin</h1>;
