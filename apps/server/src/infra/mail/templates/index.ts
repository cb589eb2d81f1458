export { adminDepositSetAsideMail } from './admin-deposit-set-aside';
export { adminNewRegistrationMail } from './admin-new-registration';
export { adminNewWithdrawalMail } from './admin-new-withdrawal';
export { resetPasswordMail } from './reset-password';
export { verifyEmailMail } from './verify-email';
export { withdrawalCodeMail } from './withdrawal-code';
export { withdrawalDecisionMail } from './withdrawal-decision';
export { adminOperationsAlertMail } from './admin-operations-alert';
