/** One lazily loaded chunk for the member area's guard and layout. */
export { MemberGuard } from '../guards/member-guard';
export { MemberLayout } from '@/components/layout/member/member-layout';
