import { describe, expect, it, vi } from 'vitest';
import { decryptKeystore, KeystoreError } from '../../src/features/payouts/wallet/keystore';

// The test vectors of the Web3 Secret Storage Definition (password 'testpassword').
const KEY = '0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d';
const pbkdf2Vector = {
  crypto: {
    cipher: 'aes-128-ctr',
    cipherparams: { iv: '6087dab2f9fdbbfaddc31a909735c1e6' },
    ciphertext: '5318b4d5bcd28de64ee5559e671353e16f075ecae9f99c7a79a38af5f869aa46',
    kdf: 'pbkdf2',
    kdfparams: {
      c: 262144,
      dklen: 32,
      prf: 'hmac-sha256',
      salt: 'ae3cd4e7013836a3df6bd7241b12db061dbe2c6785853cce422d148a624ce0bd',
    },
    mac: '517ead924a9d0dc3124507e3393d175ce3ff7c1e96529c6c555ce9e51205e9b2',
  },
  id: '3198bc9c-6672-5ab3-d995-4942343ae5b6',
  version: 3,
};
const scryptVector = {
  crypto: {
    cipher: 'aes-128-ctr',
    cipherparams: { iv: '83dbcc02d8ccb40e466191a123791e0e' },
    ciphertext: 'd172bf743a674da9cdad04534d56926ef8358534d458fffccd4e6ad2fbde479c',
    kdf: 'scrypt',
    kdfparams: {
      dklen: 32,
      n: 262144,
      r: 1,
      p: 8,
      salt: 'ab0c7876052600dd703518d6fc3fe8984592145b591fc8fb5c6d43190334ba19',
    },
    mac: '2103ac29920d71da29f15d75b4a16dbe95cfd7ff8faea1056c33131d846e3097',
  },
  id: '3198bc9c-6672-5ab3-d995-4942343ae5b6',
  version: 3,
};

// The scrypt vector costs seconds of CPU in JavaScript.
vi.setConfig({ testTimeout: 120_000 });

describe('the payout wallet keystore (Web3 Secret Storage v3)', () => {
  it('opens the specification vectors (PBKDF2 and scrypt)', async () => {
    expect(await decryptKeystore(JSON.stringify(pbkdf2Vector), 'testpassword')).toBe(KEY);
    expect(await decryptKeystore(JSON.stringify(scryptVector), 'testpassword')).toBe(KEY);
  });

  it('refuses a wrong password and a damaged file without saying anything of the key', async () => {
    const wrong = decryptKeystore(JSON.stringify(pbkdf2Vector), 'testpassworD');
    await expect(wrong).rejects.toThrow(KeystoreError);
    await expect(wrong).rejects.toThrow(/wrong password or damaged file/);
    const damaged = {
      ...pbkdf2Vector,
      crypto: { ...pbkdf2Vector.crypto, ciphertext: `54${pbkdf2Vector.crypto.ciphertext.slice(2)}` },
    };
    await expect(decryptKeystore(JSON.stringify(damaged), 'testpassword')).rejects.toThrow(KeystoreError);
    await expect(decryptKeystore('{"version":2}', 'x')).rejects.toThrow(/not a version 3/);
    await expect(decryptKeystore('not json', 'x')).rejects.toThrow(/not a version 3/);
  });

  it('refuses parameters that would take the memory or the CPU', async () => {
    const kdfparams = { ...scryptVector.crypto.kdfparams, n: 2 ** 24 };
    const huge = { ...scryptVector, crypto: { ...scryptVector.crypto, kdfparams } };
    await expect(decryptKeystore(JSON.stringify(huge), 'testpassword')).rejects.toThrow(/beyond/);
  });
});
