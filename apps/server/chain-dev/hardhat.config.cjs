// Hardhat project for the local development chain only (tests and `npm start` without BSC_RPC_URL).
// Started by src/infra/chain/dev-chain.ts; settings arrive through DEV_CHAIN_* environment variables.
/* eslint-disable @typescript-eslint/no-require-imports -- Hardhat 2 loads CommonJS configs only */
const os = require('node:os');
const path = require('node:path');

// If the process that started us dies without stopping us (crash, SIGKILL), stop too: no orphan nodes.
const parentPid = Number(process.env.DEV_CHAIN_PARENT_PID || 0);
if (parentPid > 0) {
  setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch (error) {
      if (error.code === 'ESRCH') process.exit(0);
    }
  }, 1000).unref();
}

const scratch = path.join(os.tmpdir(), 'app-dev-chain');

module.exports = {
  // Nothing to compile here (the token ships precompiled); keep Hardhat's files out of the repository.
  paths: {
    sources: path.join(scratch, 'contracts'),
    cache: path.join(scratch, 'cache'),
    artifacts: path.join(scratch, 'artifacts'),
  },
  networks: {
    hardhat: {
      chainId: Number(process.env.DEV_CHAIN_ID || 31337),
      // Accounts: Hardhat's default public mnemonic ('test test ... junk'), funded; dev only.
      loggingEnabled: process.env.DEV_CHAIN_LOGGING === 'true',
      mining: {
        auto: true,
        interval: Number(process.env.DEV_CHAIN_BLOCK_INTERVAL_MS || 0),
      },
    },
  },
};
