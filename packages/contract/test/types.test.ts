import { describe, expectTypeOf, it } from 'vitest';
import { endpoints, type BodyOf, type DataOf, type ParsedQueryOf, type QueryOf, type TopOf } from '../src';

// Checked by `tsc -p packages/contract/tsconfig.json`: the types the apps build on.
describe('endpoint types', () => {
  it('keep the literal definition', () => {
    expectTypeOf(endpoints.login.method).toEqualTypeOf<'POST'>();
    expectTypeOf(endpoints.rewardStats.path).toEqualTypeOf<'/rewards/stats/:userId'>();
    expectTypeOf(endpoints.adminUsers.access).toEqualTypeOf<'admin'>();
  });

  it('give answers with numbers for money and strings for dates', () => {
    // A completed sign-in (the other answer is the second-factor challenge, issue 14).
    type Login = Extract<DataOf<typeof endpoints.login>, { token: string }>;
    expectTypeOf<Login['token']>().toEqualTypeOf<string>();
    expectTypeOf<Login['user']['isAdmin']>().toEqualTypeOf<boolean>();
    type Stats = DataOf<typeof endpoints.rewardStats>;
    expectTypeOf<Stats['currentBalance']>().toEqualTypeOf<number>();
    type Withdrawal = DataOf<typeof endpoints.getWithdrawal>;
    expectTypeOf<Withdrawal['processedAt']>().toEqualTypeOf<string | null>();
    expectTypeOf<TopOf<typeof endpoints.register>>().toEqualTypeOf<{ requiresVerification: boolean }>();
  });

  it('give requests their input types and handlers their parsed ones', () => {
    expectTypeOf<BodyOf<typeof endpoints.getProfile>>().toEqualTypeOf<never>();
    expectTypeOf<BodyOf<typeof endpoints.createWithdrawal>['amount']>().toEqualTypeOf<string | number>();
    expectTypeOf<QueryOf<typeof endpoints.userRewards>['page']>().toEqualTypeOf<
      string | number | undefined
    >();
    expectTypeOf<ParsedQueryOf<typeof endpoints.userRewards>['page']>().toEqualTypeOf<number>();
  });
});
