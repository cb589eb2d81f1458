import type { Address, PublicClient } from 'viem';
import { USDT_DECIMALS, usdtAbi } from './test-usdt';

/** USDT_CONTRACT counts its token in other units than the product does (18 decimals, BEP20 USDT). */
export class TokenDecimalsError extends Error {
  override readonly name = 'TokenDecimalsError';
  constructor(
    readonly token: Address,
    readonly decimals: number,
  ) {
    super(
      `USDT_CONTRACT ${token} has ${decimals} decimals, but the product counts USDT in ${USDT_DECIMALS} ` +
        '(USDT on BSC, BEP20). Crediting with the wrong unit would turn every payment into another amount. ' +
        'Set USDT_CONTRACT to the 18-decimal USDT contract of the chain BSC_RPC_URL names.',
    );
  }
}

/**
 * Reads `decimals()` of the token and refuses anything but USDT_DECIMALS (TokenDecimalsError);
 * an unreachable node or a contract without `decimals()` rejects with the client's error.
 */
export async function assertUsdtDecimals(client: PublicClient, token: Address): Promise<void> {
  const decimals = await client.readContract({ address: token, abi: usdtAbi, functionName: 'decimals' });
  if (decimals !== USDT_DECIMALS) throw new TokenDecimalsError(token, decimals);
}
