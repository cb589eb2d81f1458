import { INVITE_RELATION_CHECK_PATH } from '../shared/api-constants';
import type { SignedGet } from './signed-get';
import { asObject, readDecimal, readFlag, readOptionalUid, readSafeInteger, readUid } from './read-fields';

/** What the exchange says about one UID, in our types (UIDs as digit strings, USDT as decimal text). */
export interface InviteRelation {
  uid: string;
  /** Invited (directly or not) under our affiliate account: `inviteResult`. */
  invited: boolean;
  direct: boolean;
  inviterUid: string | null;
  kycDone: boolean;
  deposited: boolean;
  /** Net assets in USDT (`balanceVolume`), exact decimal text. */
  balanceUsdt: string;
  traded: boolean;
  registerTime: number | null;
}

const UID_TEXT = /^[1-9]\d{0,19}$/;

/** Exchange UIDs are positive integers of up to 20 digits (they exceed 2^53: keep them as text). */
export function isExchangeUid(uid: string): boolean {
  return UID_TEXT.test(uid);
}

export async function inviteRelationCheck(get: SignedGet, uid: string): Promise<InviteRelation> {
  if (!isExchangeUid(uid)) throw new TypeError(`not an exchange UID: "${uid}"`);
  const data = await get(INVITE_RELATION_CHECK_PATH, { uid });
  // An unknown UID may come back without data: it is simply not ours.
  const fields = data === null ? {} : asObject(data, 'data');
  return {
    uid: fields.uid === undefined || fields.uid === null ? uid : readUid(fields.uid, 'uid'),
    invited: readFlag(fields.inviteResult, 'inviteResult'),
    direct: readFlag(fields.directInvitation, 'directInvitation'),
    inviterUid: readOptionalUid(fields.inviterSid, 'inviterSid'),
    kycDone: readFlag(fields.kycResult, 'kycResult'),
    deposited: readFlag(fields.deposit, 'deposit'),
    balanceUsdt: readDecimal(fields.balanceVolume, 'balanceVolume'),
    traded: readFlag(fields.trade, 'trade'),
    // Documented as registerTime; some versions of the page call it registerDateTime.
    registerTime: readSafeInteger(fields.registerTime ?? fields.registerDateTime, 'registerTime'),
  };
}
