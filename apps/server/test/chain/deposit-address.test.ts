import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak256, toHex, getAddress, type Address } from 'viem';
import { HDKey, mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  DEV_DEPOSIT_MNEMONIC,
  DepositDerivationError,
  HARDHAT_DEV_MNEMONIC,
  deriveDepositAddress,
  devXpubFromMnemonic,
  parseDepositXpub,
} from '../../src/infra/chain';

const INDEXES = Array.from({ length: 21 }, (_, i) => i);

/** The bug the derivation must not have: hashing BIP-32's compressed key. */
function addressFromCompressedKey(xpub: string, index: number): Address {
  const publicKey = HDKey.fromExtendedKey(xpub).deriveChild(index).publicKey!;
  return getAddress(`0x${keccak256(toHex(publicKey.slice(1))).slice(26)}`);
}

describe('deriveDepositAddress', () => {
  for (const mnemonic of [HARDHAT_DEV_MNEMONIC, DEV_DEPOSIT_MNEMONIC]) {
    it(`matches the mnemonic's own accounts 0..20 (${mnemonic.split(' ')[0]} ...)`, () => {
      const xpub = devXpubFromMnemonic(mnemonic);
      expect(xpub).toMatch(/^xpub/);
      for (const i of INDEXES) {
        expect(deriveDepositAddress(xpub, i)).toBe(mnemonicToAccount(mnemonic, { addressIndex: i }).address);
      }
    });
  }

  it('knows Hardhat account 0, a fixed point outside viem', () => {
    expect(deriveDepositAddress(devXpubFromMnemonic(HARDHAT_DEV_MNEMONIC), 0)).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
  });

  it('would catch a derivation from the compressed public key', () => {
    const xpub = devXpubFromMnemonic(HARDHAT_DEV_MNEMONIC);
    for (const i of INDEXES) {
      const expected = mnemonicToAccount(HARDHAT_DEV_MNEMONIC, { addressIndex: i }).address;
      expect(addressFromCompressedKey(xpub, i)).not.toBe(expected);
      expect(deriveDepositAddress(xpub, i)).toBe(expected);
    }
    // Sanity of the counter-example: the compressed and uncompressed keys are the same point.
    const compressed = HDKey.fromExtendedKey(xpub).deriveChild(0).publicKey!;
    expect(secp256k1.ProjectivePoint.fromHex(compressed).toRawBytes(true)).toEqual(compressed);
  });

  it('returns EIP-55 checksummed addresses', () => {
    const address = deriveDepositAddress(devXpubFromMnemonic(), 7);
    expect(address).toBe(getAddress(address.toLowerCase()));
    expect(address).not.toBe(address.toLowerCase());
  });

  it("accepts the account-level xpub m/44'/60'/0' and derives /0/i from it", () => {
    const accountXpub = mnemonicToAccount(DEV_DEPOSIT_MNEMONIC, { path: "m/44'/60'/0'" }).getHdKey()
      .publicExtendedKey;
    const chainXpub = devXpubFromMnemonic(DEV_DEPOSIT_MNEMONIC);
    expect(accountXpub).not.toBe(chainXpub);
    for (const i of INDEXES) {
      expect(deriveDepositAddress(accountXpub, i)).toBe(deriveDepositAddress(chainXpub, i));
    }
  });

  it('accepts a parsed key, so DEPOSIT_XPUB is checked once at start-up', () => {
    const key = parseDepositXpub(devXpubFromMnemonic());
    expect(deriveDepositAddress(key, 3)).toBe(
      mnemonicToAccount(DEV_DEPOSIT_MNEMONIC, { addressIndex: 3 }).address,
    );
  });

  it.each([
    ['garbage', 'not-an-xpub'],
    [
      'a broken checksum',
      devXpubFromMnemonic().slice(0, -1) + (devXpubFromMnemonic().endsWith('a') ? 'b' : 'a'),
    ],
    ['an empty string', ''],
  ])('throws WALLET_CREATION_FAILED on %s', (_label, xpub) => {
    expect(() => deriveDepositAddress(xpub, 0)).toThrow(DepositDerivationError);
    try {
      deriveDepositAddress(xpub, 0);
    } catch (error) {
      expect((error as DepositDerivationError).code).toBe('WALLET_CREATION_FAILED');
    }
  });

  it('refuses a private extended key: the server never holds deposit keys', () => {
    const xprv = mnemonicToAccount(DEV_DEPOSIT_MNEMONIC, { path: "m/44'/60'/0'/0" }).getHdKey()
      .privateExtendedKey;
    expect(() => deriveDepositAddress(xprv, 0)).toThrow(/not an xprv/);
  });

  it('refuses keys at other levels of the path', () => {
    const at = (path: `m/44'/60'/${string}`) =>
      mnemonicToAccount(DEV_DEPOSIT_MNEMONIC, { path }).getHdKey().publicExtendedKey;
    expect(() => deriveDepositAddress(at("m/44'/60'" as `m/44'/60'/${string}`), 0)).toThrow(
      DepositDerivationError,
    ); // depth 2
    expect(() => deriveDepositAddress(at("m/44'/60'/0'/0/0"), 0)).toThrow(DepositDerivationError); // a leaf
    expect(() => deriveDepositAddress(at("m/44'/60'/0'/1"), 0)).toThrow(DepositDerivationError); // change chain
  });

  it.each([-1, 1.5, 2 ** 31, Number.NaN])('refuses index %s', (index) => {
    expect(() => deriveDepositAddress(devXpubFromMnemonic(), index)).toThrow(DepositDerivationError);
  });
});
