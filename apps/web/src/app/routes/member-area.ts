/** One lazily loaded chunk for the member area's guard and layout (with its live updates). */
export { MemberGuard } from '../guards/member-guard';
export { MemberLiveLayout as MemberLayout } from './member-live-layout';
