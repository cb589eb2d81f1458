import type { ExchangeClient } from '../../../infra/exchange';
import type { CycleRow } from './cycles.schema';
import { type DownlineCycleRequest, runDownlineCycle } from './run-downline-cycle';

export interface ExchangeCycleRequest extends Omit<DownlineCycleRequest, 'rows' | 'checked' | 'source'> {
  exchange: Pick<ExchangeClient, 'copyTradingProfitByUid'>;
  /** Days as YYYYMMDD (UTC), both included. */
  from: string;
  to: string;
}

/** The default name of an exchange period: its days. */
export const exchangePeriodLabel = (from: string, to: string) => `exchange-${from}-${to}`;

/**
 * A DOWNLINE cycle from the exchange's commission data: each invited member's copy-trading
 * commission over the days (exchange client, exact decimals), paid like a CSV import; `line` is
 * the row's place in the exchange's list (sorted by UID).
 */
export async function runExchangeCycle(request: ExchangeCycleRequest): Promise<CycleRow> {
  const profits = await request.exchange.copyTradingProfitByUid({
    startDate: request.from,
    endDate: request.to,
  });
  const { exchange: _exchange, from, to, ...rest } = request;
  return runDownlineCycle({
    ...rest,
    periodLabel: request.periodLabel ?? exchangePeriodLabel(from, to),
    source: 'EXCHANGE',
    rows: profits.map((p, i) => ({ line: i + 1, uid: p.uid, amount: p.amountUsdt })),
  });
}
