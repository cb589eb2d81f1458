import type { ExchangeClient } from '../../../infra/exchange';
import { assertPeriodEnded, dayFromCompact } from './cycle-period';
import type { CycleRow } from './cycles.tables';
import { type DownlineCycleRequest, runDownlineCycle } from './run-downline-cycle';

export interface ExchangeCycleRequest extends Omit<
  DownlineCycleRequest,
  'rows' | 'checked' | 'source' | 'period'
> {
  exchange: Pick<ExchangeClient, 'copyTradingProfitByUid'>;
  /** Days as YYYYMMDD (UTC), both included. */
  from: string;
  to: string;
}

/** The default name of an exchange cycle. */
export const exchangeCycleName = (from: string, to: string) => `exchange-${from}-${to}`;

/**
 * A DOWNLINE cycle from the exchange's commission data: each invited member's copy-trading
 * commission over the days (exchange client, exact decimals), paid like a CSV import for the same
 * days (so a CSV and an exchange import of the same days never both pay a UID); `line` is the
 * row's place in the exchange's list (sorted by UID).
 */
export async function runExchangeCycle(request: ExchangeCycleRequest): Promise<CycleRow> {
  const period = { start: dayFromCompact(request.from), end: dayFromCompact(request.to) };
  assertPeriodEnded(period, request.now());
  const profits = await request.exchange.copyTradingProfitByUid({
    startDate: request.from,
    endDate: request.to,
  });
  const { exchange: _exchange, from, to, ...rest } = request;
  return runDownlineCycle({
    ...rest,
    period,
    name: request.name ?? exchangeCycleName(from, to),
    source: 'EXCHANGE',
    rows: profits.map((p, i) => ({ line: i + 1, uid: p.uid, amount: p.amountUsdt })),
  });
}
