import {
  encodeEventTopics,
  formatLog,
  numberToHex,
  parseAbiItem,
  parseEventLogs,
  type Address,
  type PublicClient,
} from 'viem';

export const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

/**
 * One eth_getLogs call for the token's Transfer events, decoded. Sent with retryCount 0: viem would
 * otherwise retry a "limit exceeded" refusal several times with back-off, where the scanner wants
 * to shrink the range at once.
 */
export async function requestTransferLogs(
  client: PublicClient,
  request: { token: Address; fromBlock: bigint; toBlock: bigint; recipients?: readonly Address[] },
) {
  const topics = encodeEventTopics({
    abi: [transferEvent],
    eventName: 'Transfer',
    args: request.recipients ? { to: [...request.recipients] } : {},
  });
  const rpcLogs = await client.request(
    {
      method: 'eth_getLogs',
      params: [
        {
          address: request.token,
          topics,
          fromBlock: numberToHex(request.fromBlock),
          toBlock: numberToHex(request.toBlock),
        },
      ],
    },
    { retryCount: 0 },
  );
  // strict: a log that does not decode as an ERC-20 Transfer is dropped, not half-read.
  return parseEventLogs({ abi: [transferEvent], logs: rpcLogs.map((log) => formatLog(log)), strict: true });
}
