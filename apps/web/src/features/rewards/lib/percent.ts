import { amountText } from './amount-text';

/** A reward's share of its master amount as the table shows it: 1.5 -> '1.5%'. */
export const percentLabel = (percent: number): string => `${amountText(percent)}%`;
