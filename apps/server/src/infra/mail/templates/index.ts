export { adminDepositSetAsideMail } from './admin-deposit-set-aside';
export { adminNewRegistrationMail } from './admin-new-registration';
export { adminNewWithdrawalMail } from './admin-new-withdrawal';
export { resetPasswordMail } from './reset-password';
export { verifyEmailMail } from './verify-email';
export { withdrawalCodeMail } from './withdrawal-code';
export { withdrawalDecisionMail } from './withdrawal-decision';
export { adminOperationsAlertMail } from './admin-operations-alert';
export { passwordChangedMail } from './password-changed';
export { withdrawalsFrozenMail } from './withdrawals-frozen';
export { adminSignInGuessingMail } from './admin-sign-in-guessing';
export { newDeviceSignInMail } from './new-device-sign-in';
export { securityNoticeMail } from './security-notice';
export {
  backupFailedMail,
  complianceWaitingMail,
  payoutWalletLacksMail,
  payoutWalletLowMail,
  reconciliationMail,
} from './operations-alerts';
export type { SecurityNoticeKey } from './security-notice';
export { walletAddressAddedMail, walletAddressConfirmedMail } from './wallet-address';
