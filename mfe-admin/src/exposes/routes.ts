// Route element the shell mounts at /admin.
export { AdminDashboardPage } from '../features/moderation/components/AdminDashboardPage';
