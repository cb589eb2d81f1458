import { eligibilityOf, type UidEligibility } from './check-uid-eligibility';
import {
  iterateCommissionData,
  type CommissionPaging,
  type CommissionQuery,
  type CommissionRow,
  type DayRange,
} from './commission-data';
import { complianceStatus, type ComplianceStatus } from './compliance-status';
import { sumCopyTradingProfit, type CopyTradingProfit } from './copy-trading-profit';
import { inviteRelationCheck, isExchangeUid, type InviteRelation } from './invite-relation-check';
import { createSignedGet, type SignedGetOptions } from './signed-get';

export interface ExchangeClientOptions extends SignedGetOptions {
  /** Pause between commission pages and windows. Default 250 ms (the exchange allows a few calls a second). */
  pageDelayMs?: number;
}

export interface ExchangeClient {
  inviteRelationCheck(uid: string): Promise<InviteRelation>;
  checkUidEligibility(uid: string): Promise<UidEligibility>;
  iterateCommissionData(query: CommissionQuery): AsyncGenerator<CommissionRow>;
  commissionDataList(query: CommissionQuery): Promise<CommissionRow[]>;
  copyTradingProfitByUid(range: DayRange): Promise<CopyTradingProfit[]>;
  complianceStatus(uid: string): Promise<ComplianceStatus>;
}

export function createExchangeClient(options: ExchangeClientOptions): ExchangeClient {
  if (!/^https?:\/\/[^/]/.test(options.baseUrl))
    throw new TypeError('exchange baseUrl must be an http(s) URL');
  if (!options.apiKey || !options.apiSecret)
    throw new TypeError('exchange apiKey and apiSecret are required');
  const get = createSignedGet(options);
  const paging: CommissionPaging = { pageDelayMs: options.pageDelayMs ?? 250, now: options.now ?? Date.now };

  return {
    inviteRelationCheck: (uid) => inviteRelationCheck(get, uid),
    async checkUidEligibility(uid) {
      // Text that is no exchange UID cannot be invited under our account.
      if (!isExchangeUid(uid)) return 'BINGX_UID_INELIGIBLE';
      return eligibilityOf(await inviteRelationCheck(get, uid));
    },
    iterateCommissionData: (query) => iterateCommissionData(get, query, paging),
    async commissionDataList(query) {
      const rows: CommissionRow[] = [];
      for await (const row of iterateCommissionData(get, query, paging)) rows.push(row);
      return rows;
    },
    copyTradingProfitByUid: (range) =>
      sumCopyTradingProfit(
        iterateCommissionData(get, { startDate: range.startDate, endDate: range.endDate }, paging),
      ),
    complianceStatus: (uid) => complianceStatus(get, uid, paging),
  };
}
