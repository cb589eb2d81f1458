// Compiles contracts/TestUSDT.sol with solc-js and writes the ABI and bytecode next to the chain code.
// The output is committed: nothing compiles at runtime. Run after editing the contract:
//   node apps/server/scripts/compile-token.mjs
// With --check it writes nothing and fails when the committed artifact differs from the source.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const solc = require('solc');

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourcePath = join(serverDir, 'contracts', 'TestUSDT.sol');
const artifactPath = join(serverDir, 'src', 'infra', 'chain', 'test-usdt.artifact.json');

const input = {
  language: 'Solidity',
  sources: { 'TestUSDT.sol': { content: readFileSync(sourcePath, 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { 'TestUSDT.sol': { TestUSDT: ['abi', 'evm.bytecode.object'] } },
  },
};

const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
for (const message of output.errors ?? []) console.error(message.formattedMessage);
if (errors.length > 0) process.exit(1);

const contract = output.contracts['TestUSDT.sol'].TestUSDT;
const artifact = {
  contractName: 'TestUSDT',
  source: 'apps/server/contracts/TestUSDT.sol',
  compiler: `solc ${solc.version()}`,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
};
const text = `${JSON.stringify(artifact, null, 2)}\n`;

if (process.argv.includes('--check')) {
  if (readFileSync(artifactPath, 'utf8') !== text) {
    console.error(`${artifactPath} is stale: run node apps/server/scripts/compile-token.mjs`);
    process.exit(1);
  }
  console.log('test-usdt.artifact.json matches contracts/TestUSDT.sol');
} else {
  writeFileSync(artifactPath, text);
  console.log(`wrote ${artifactPath} (${contract.evm.bytecode.object.length / 2} bytes of bytecode)`);
}
