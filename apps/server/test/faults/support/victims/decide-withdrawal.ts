// A withdrawal decision in a process of its own, for the test to kill -9:
// argv: DATABASE_URL WITHDRAWAL_ID ADMIN_ID STATUS. Prints DECIDED <status> after the commit, then
// waits to be killed.
import { decideWithdrawal } from '../../../../src/features/withdrawals/decide-withdrawal';
import { connectDatabase } from '../../../../src/infra/db/client';

const [url = '', withdrawalId = '', adminId = '', status = 'APPROVED'] = process.argv.slice(2);
const { db } = connectDatabase(url, { maxConnections: 2 });
console.log('STARTED');
const decided = await decideWithdrawal(
  { db, now: () => new Date(), appUrl: 'http://localhost:5173' },
  { id: adminId, ip: null },
  withdrawalId,
  { status, ...(status === 'APPROVED' ? {} : { reason: 'fault test' }) },
);
console.log(`DECIDED ${decided.withdrawal.status}`);
setInterval(() => {}, 60_000);
