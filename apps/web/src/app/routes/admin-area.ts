/** One lazily loaded chunk for the admin area's guard and layout. */
export { AdminGuard } from '../guards/admin-guard';
export { AdminLayout } from '@/components/layout/admin/admin-layout';
