/** @app/contract: the API written once, imported by the server and the web app. */
export * from './endpoint';
export * from './envelope';
export * from './constants';
export * from './decimal';
export * from './money';
export { MONEY_DECIMALS, moneyToDecimal, parseAmount } from './money-amounts';
export * from './subscription-period';
export * from './errors';
export * from './texts';
export * from './admin-texts';
export * from './query-string';
export * from './entities';
export * from './validation';
export * from './api';
