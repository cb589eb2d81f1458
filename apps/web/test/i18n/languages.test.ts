import { errorText, memberTexts, SUPPORTED_LANGUAGES } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format/date';
import { formatMoney, formatUsdt } from '@/lib/format/money';
import { applyLanguage, currentLanguage, i18nReady, translatorFor } from '@/lib/i18n/i18n';
import { languages, pickLanguage } from '@/lib/i18n/languages';
import { translateText } from '@/lib/i18n/translate-text';

/** Issue 17: the first visit follows the browser; texts from outside React and formats follow the choice. */
describe('the first language', () => {
  it("the web's languages are the contract's", () => {
    expect([...languages]).toEqual([...SUPPORTED_LANGUAGES]);
  });

  it("is the first of the browser's languages the product speaks", () => {
    expect(pickLanguage(['es-MX', 'en'])).toBe('es');
    expect(pickLanguage(['fr-FR', 'vi-VN', 'es'])).toBe('vi');
    expect(pickLanguage(['in-ID'])).toBe('id');
    expect(pickLanguage(['ID'])).toBe('id');
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('the chosen language', () => {
  afterAll(async () => applyLanguage('en'));

  it('English: texts, money and dates exactly as the spec writes them', async () => {
    await i18nReady;
    await applyLanguage('en');
    expect(translateText(errorText('NETWORK_ERROR'))).toBe(errorText('NETWORK_ERROR'));
    expect(formatMoney('1234.5')).toBe('$1234.50');
    expect(formatUsdt('-3')).toBe('-3.00 USDT');
    expect(formatDate('2025-01-05T12:00:00Z', { timeZone: 'UTC' })).toBe('Jan 5, 2025');
  });

  it("Spanish: the contract's English texts shown by their key, numbers and dates the Spanish way", async () => {
    await applyLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(translateText(errorText('NETWORK_ERROR'))).toBe(
      'Error de conexión. Comprueba tu conexión a internet e inténtalo de nuevo.',
    );
    expect(translateText(memberTexts.signIn.invalidCredentials)).toBe(
      'Correo o contraseña incorrectos. Inténtalo de nuevo.',
    );
    expect(translateText('Password must contain at least one number')).toBe(
      'La contraseña debe contener al menos un número',
    );
    expect(translateText('A text no catalogue has')).toBe('A text no catalogue has');
    expect(formatMoney('1234.5')).toBe('$1234,50');
    expect(formatMoney('-3')).toBe('-$3,00');
    expect(formatDate('2025-01-05T12:00:00Z', { timeZone: 'UTC' })).toBe('5 ene 2025');
    expect(translatorFor('public')('period.everyDays', { count: 14 })).toBe('cada 14 días');
  });

  it('Vietnamese and Indonesian: grouped thousands, two decimals', async () => {
    await applyLanguage('vi');
    expect(formatUsdt('1234.5')).toBe('1.234,50 USDT');
    await applyLanguage('id');
    expect(formatMoney('1234.5')).toBe('$1.234,50');
    expect(translateText(errorText('MAINTENANCE_MODE'))).toBe(
      'Platform sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    );
  });
});
