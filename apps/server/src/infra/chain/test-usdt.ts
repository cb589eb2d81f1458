import {
  createPublicClient,
  createWalletClient,
  formatUnits,
  http,
  parseAbi,
  parseUnits,
  type Abi,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import artifact from './test-usdt.artifact.json' with { type: 'json' };

/** USDT on BSC (BEP20) and the test token both have 18 decimals. */
export const USDT_DECIMALS = 18;

/** Exact conversion of a decimal string ('10', '2.5') to token units; never goes through a float. */
export const parseUsdt = (amount: string): bigint => parseUnits(amount, USDT_DECIMALS);
/** Token units to a decimal string ('10', '2.5'). */
export const formatUsdt = (units: bigint): string => formatUnits(units, USDT_DECIMALS);

export const usdtAbi = parseAbi([
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'error NotOwner()',
  'error ZeroAddress()',
  'error InsufficientBalance()',
  'error InsufficientAllowance()',
]);

export interface MinedTransaction {
  txHash: Hash;
  blockNumber: bigint;
  blockHash: Hash;
}

// Short polling: on the dev chain a receipt exists as soon as the transaction is sent (automine).
const POLL_MS = 50;

function clientsFor(rpcUrl: string, privateKey: Hex) {
  // No retries: a local node does not flake, and a revert should fail at once.
  const transport = http(rpcUrl, { retryCount: 0 });
  return {
    wallet: createWalletClient({ account: privateKeyToAccount(privateKey), transport }),
    reader: createPublicClient({ transport, pollingInterval: POLL_MS }),
  };
}

async function confirm(reader: PublicClient, hash: Hash): Promise<MinedTransaction> {
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: POLL_MS });
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
  return { txHash: hash, blockNumber: receipt.blockNumber, blockHash: receipt.blockHash };
}

/** Deploys the precompiled TestUSDT (owner = deployer) and returns its address. Dev chain only. */
export async function deployTestUsdt(rpcUrl: string, deployerKey: Hex): Promise<Address> {
  const { wallet, reader } = clientsFor(rpcUrl, deployerKey);
  const hash = await wallet.deployContract({
    abi: artifact.abi as Abi,
    bytecode: artifact.bytecode as Hex,
    chain: null,
  });
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: POLL_MS });
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('TestUSDT deployment failed');
  return receipt.contractAddress;
}

export interface TokenTransferOptions {
  rpcUrl: string;
  token: Address;
  to: Address;
  /** Token units (18 decimals): use parseUsdt('10') for 10 USDT. */
  amount: bigint;
}

/** Mints test USDT; only the deployer's key may. Waits until mined. */
export async function mintUsdt(options: TokenTransferOptions & { ownerKey: Hex }): Promise<MinedTransaction> {
  const { wallet, reader } = clientsFor(options.rpcUrl, options.ownerKey);
  const hash = await wallet.writeContract({
    address: options.token,
    abi: usdtAbi,
    functionName: 'mint',
    args: [options.to, options.amount],
    chain: null,
  });
  return await confirm(reader, hash);
}

/**
 * Sends USDT from the key's address and waits until mined. Sends from one key one at a time: the
 * nonce comes from the node.
 */
export async function sendUsdt(
  options: TokenTransferOptions & { senderKey: Hex },
): Promise<MinedTransaction> {
  const { wallet, reader } = clientsFor(options.rpcUrl, options.senderKey);
  const hash = await wallet.writeContract({
    address: options.token,
    abi: usdtAbi,
    functionName: 'transfer',
    args: [options.to, options.amount],
    chain: null,
  });
  return await confirm(reader, hash);
}

/** Token balance in units. */
export function usdtBalanceOf(client: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: usdtAbi, functionName: 'balanceOf', args: [owner] });
}
