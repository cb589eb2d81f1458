/** One lazily loaded chunk for the admin area's guard and layout (with its live updates). */
export { AdminGuard } from '../guards/admin-guard';
export { AdminLiveLayout as AdminLayout } from './admin-live-layout';
