import {
  COMMISSION_DATA_LIST_PATH,
  COMMISSION_LOOKBACK_DAYS,
  COMMISSION_MAX_PAGE_SIZE,
  COMMISSION_MAX_WINDOW_DAYS,
  EXCHANGE_CODES,
  INVITE_RELATION_CHECK_PATH,
} from '../shared/api-constants';
import { epochDayOf, parseDay } from '../shared/days';
import type { Refusal } from './authenticate';
import { commissionRows } from './commission-rows';
import { SIMULATOR_AGENT_UID } from './rules';
import type { SimulatorState } from './state';

export type EndpointAnswer = { data: unknown } | Refusal;
export type Endpoint = (
  params: Record<string, string>,
  state: SimulatorState,
  serverNow: number,
) => EndpointAnswer;

const UID = /^[1-9]\d{0,19}$/;
const invalid = (msg: string): Refusal => ({ code: EXCHANGE_CODES.INVALID_PARAMETER, msg });

function inviteRelationCheck(params: Record<string, string>, state: SimulatorState): EndpointAnswer {
  const uid = params.uid;
  if (!uid || !UID.test(uid)) return invalid('uid is required and must be a UID');
  state.noteLookedUp(uid);
  const account = state.account(uid);
  if (!account) return { data: { uid: BigInt(uid), existInviter: 'false', inviteResult: false } };
  return {
    data: {
      uid: BigInt(uid),
      existInviter: account.inviterUid === null ? 'false' : 'true',
      inviteResult: account.invited,
      directInvitation: account.invited && account.direct,
      inviterSid: account.inviterUid ?? undefined,
      registerTime: account.registerTime,
      deposit: account.deposited,
      kycResult: String(account.kycDone), // a string on the real exchange too
      balanceVolume: account.balanceUsdt,
      trade: account.traded,
      userLevel: 1,
      commissionRatio: 30,
      currentBenefit: 0,
      benefitRatio: 0,
      benefitExpiration: 0,
    },
  };
}

function commissionDataList(
  params: Record<string, string>,
  state: SimulatorState,
  serverNow: number,
): EndpointAnswer {
  const first = parseDay(params.startTime ?? '');
  const last = parseDay(params.endTime ?? '');
  if (first === null || last === null) return invalid('startTime and endTime must be days as YYYYMMDD');
  if (first > last) return invalid('startTime is after endTime');
  if (last - first + 1 > COMMISSION_MAX_WINDOW_DAYS) return invalid('the query window is at most 30 days');
  const today = epochDayOf(serverNow);
  if (first < today - (COMMISSION_LOOKBACK_DAYS - 1) || last > today)
    return invalid('only the last 365 days');
  const pageIndex = Number(params.pageIndex);
  const pageSize = Number(params.pageSize);
  if (!Number.isInteger(pageIndex) || pageIndex < 1) return invalid('pageIndex must be greater than 0');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > COMMISSION_MAX_PAGE_SIZE) {
    return invalid('pageSize must be 1..100');
  }
  if (params.uid !== undefined && !UID.test(params.uid)) return invalid('uid must be a UID');

  const rows = commissionRows(state, first, last, params.uid);
  const list = rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
  return { data: { list, total: rows.length, currentAgentUid: SIMULATOR_AGENT_UID } };
}

export const SIMULATOR_ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  [INVITE_RELATION_CHECK_PATH]: inviteRelationCheck,
  [COMMISSION_DATA_LIST_PATH]: commissionDataList,
};
