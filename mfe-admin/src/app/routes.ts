// Route element the shell mounts at /admin.
export { AdminDashboardPage } from './AdminDashboardPage';
