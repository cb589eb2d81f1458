/**
 * The e-mails' texts in English: the reference every other language copies key for key
 * (`MailTexts` makes a missing or extra key a type error; test/infra/mail/mail-languages.test.ts
 * checks that no text is empty and that each keeps the same `{placeholders}`). English is the
 * product's own wording: change it only with the tests that assert it.
 *
 * `{name}` is filled in by the template; an object with `one`/`other` is chosen by the number
 * (`Intl.PluralRules`).
 */
export const en = {
  layout: {
    greeting: 'Hello {name},',
    buttonFallback: 'If the button does not work, open this link:',
    unknown: 'unknown',
  },
  verifyEmail: {
    subject: 'Verify your email address for {product}',
    heading: 'Verify your email address',
    intro: 'Thank you for registering. Please confirm that this email address is yours.',
    action: 'Verify email',
    expires: {
      one: 'This link works once and expires in {count} hour.',
      other: 'This link works once and expires in {count} hours.',
    },
    ignore: 'If you did not register, you can ignore this email.',
  },
  resetPassword: {
    subject: 'Reset your {product} password',
    heading: 'Reset your password',
    intro: 'Someone asked to reset the password of your account. Choose a new password here:',
    action: 'Set a new password',
    expires: {
      one: 'This link works once and expires in {count} hour. Setting a new password signs you out everywhere.',
      other:
        'This link works once and expires in {count} hours. Setting a new password signs you out everywhere.',
    },
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your {product} password was changed',
    heading: 'Your password was changed',
    changed:
      'The password of your account was changed from your profile on {when}. Every other session was signed out.',
    reset:
      'The password of your account was reset with a link sent to this address on {when}. Every other session was signed out.',
    advice:
      'If this was you, there is nothing to do. If it was not, secure your account now: ask for a reset link, choose a new password, then contact support.',
    action: 'Secure my account',
    paused: {
      one: 'Withdrawals are paused for {count} hour after a password change.',
      other: 'Withdrawals are paused for {count} hours after a password change.',
    },
  },
  withdrawalCode: {
    subject: 'Your withdrawal code',
    heading: 'Confirm your withdrawal',
    intro: 'Enter this code to confirm your withdrawal request:',
    code: 'Code',
    valid: {
      one: 'The code is valid for {count} minute and can be used once.',
      other: 'The code is valid for {count} minutes and can be used once.',
    },
    warning:
      'If you did not request a withdrawal, do not share this code, change your password and contact support.',
  },
  withdrawalsFrozen: {
    subject: 'Withdrawals paused on your {product} account',
    heading: 'Withdrawals paused',
    what: '{count} wrong withdrawal codes were entered on your account today, so withdrawals are paused until {until}. No money has left your account.',
    advice:
      'If this was not you, someone may know your password: secure your account now by asking for a reset link and choosing a new password, then contact support.',
    action: 'Secure my account',
  },
  withdrawalDecision: {
    /** `{status}` is the status label in lower case. */
    subject: 'Your withdrawal of {amount}: {status}',
    heading: 'Withdrawal {status}',
    status: {
      APPROVED: 'APPROVED',
      REJECTED: 'REJECTED',
      BLOCKED_COMPLIANCE: 'BLOCKED COMPLIANCE',
    },
    summary: {
      APPROVED: 'Your withdrawal was approved and sent to your wallet.',
      REJECTED: 'Your withdrawal was rejected. The amount is back in your available balance.',
      BLOCKED_COMPLIANCE:
        'Your withdrawal was blocked for compliance reasons. The amount is back in your available balance.',
    },
    amount: 'Amount',
    walletAddress: 'Wallet address',
    statusLabel: 'Status',
    reason: 'Reason',
    transaction: 'Transaction',
    action: 'View your rewards',
  },
  newDeviceSignIn: {
    subject: 'New sign-in to your account',
    heading: 'A new device signed in',
    intro: 'Your account was just signed in to from a device or network it had not used before.',
    time: 'Time',
    address: 'Address',
    browser: 'Browser',
    browserOn: '{browser} on {device}',
    action: 'This was not me: end every session',
    ifYou: 'If this was you, there is nothing to do.',
    ifNot:
      'If it was not, end every session with the button above, then reset your password and turn on two-factor authentication on your profile.',
  },
  securityNotice: {
    twoFactorEnabled: {
      subject: 'Two-factor authentication turned on',
      what: 'Two-factor authentication was turned on for your account. Signing in now also asks for a code from your authenticator app.',
    },
    twoFactorDisabled: {
      subject: 'Two-factor authentication turned off',
      what: 'Two-factor authentication was turned off for your account.',
    },
    recoveryCodesRegenerated: {
      subject: 'New recovery codes',
      what: 'New recovery codes were made for your account; the old ones no longer work.',
    },
    passkeyAdded: {
      subject: 'A passkey was added',
      what: 'A passkey was added to your account. It can be used to sign in and to confirm withdrawals. If this was not you, secure your account now.',
    },
    passkeyRemoved: {
      subject: 'A passkey was removed',
      what: 'A passkey was removed from your account; it can no longer be used to sign in.',
    },
    recoveryCodeUsed: {
      subject: 'A recovery code was used',
      what: 'One of your recovery codes was used to confirm it is you. Each code works once.',
    },
    hold: {
      one: 'For your safety, withdrawals are paused for {count} hour, until {until}.',
      other: 'For your safety, withdrawals are paused for {count} hours, until {until}.',
    },
    time: 'Time',
    address: 'Address',
    action: 'Review your security settings',
    note: 'If you did not do this, change your password at once and contact support.',
  },
  adminSignInGuessing: {
    subject: 'Someone is trying to sign in to your admin account',
    heading: 'Repeated failed sign-ins',
    what: 'Someone has typed a wrong password for your administrator account several times.',
    slowed:
      'Sign-in attempts from places you have not signed in from are now slowed down. You can still sign in as usual from places you used before.',
    advice:
      'If this was not you, make sure your password is strong and unique; the security events page shows every attempt.',
    time: 'Time (UTC)',
    latestSource: 'Latest source',
    action: 'Review security events',
  },
  adminNewRegistration: {
    subject: 'New registration: {name}',
    heading: 'New registration',
    intro: 'A new account was registered. It still has to verify its email address.',
    name: 'Name',
    email: 'Email',
    userId: 'User ID',
    referredBy: 'Referred by',
    action: 'Open in admin',
  },
  adminNewWithdrawal: {
    subject: 'New withdrawal request: {amount}',
    heading: 'New withdrawal request',
    intro: 'A member requested a withdrawal. It waits for your review.',
    member: 'Member',
    email: 'Email',
    amount: 'Amount',
    walletAddress: 'Wallet address',
    action: 'Review',
  },
  adminDepositSetAside: {
    subject: 'A deposit of {amount} could not be credited',
    heading: 'A deposit was set aside',
    intro:
      'Crediting this transfer failed. It is set aside and tried again by itself; every other deposit is credited as usual.',
    member: 'Member',
    amount: 'Amount',
    depositAddress: 'Deposit address',
    transaction: 'Transaction',
    error: 'Error',
    action: 'Open deposits',
    note: 'You get this e-mail once per transfer, however often it is tried again.',
  },
  operations: {
    action: 'Open the admin area',
    backupFailed: {
      subject: 'The database backup failed',
      what: 'The automatic backup of the database could not be written. It is tried again every hour; the last good backup stays in the backups folder.',
      advice:
        'Check the reason below (disk space, permissions of the backups folder, the database connection). The settings page shows the last backup under System Overview.',
      reason: 'Reason',
      folder: 'Backups folder',
    },
    complianceWaiting: {
      subject: 'Compliance checks are waiting for the exchange',
      what: 'The exchange could not be reached for compliance checks. Locked rewards are only forfeited on a fresh check that finds the member still not compliant, so the members below keep their locked rewards until the exchange answers again.',
      advice:
        'Nothing needs doing if the outage is short. If it lasts, check the exchange API settings (BINGX_BASE_URL, keys) and its status.',
      overdue: 'Members whose 30-day window has ended',
    },
    reconciliation: {
      subject: {
        one: 'Reconciliation: {count} new mismatch between the ledger and the chain',
        other: 'Reconciliation: {count} new mismatches between the ledger and the chain',
      },
    },
    walletLacks: {
      subject: 'The payout wallet lacks {what}',
      what: 'A payout of {amount} waits: the payout wallet {address} holds {usdt} and {bnb}.',
      advice: 'Fund the wallet; the payout is sent by itself once it can be.',
      usdt: 'USDT',
      bnb: 'BNB for gas',
    },
    walletLow: {
      subject: 'The payout wallet is low on {what}',
      what: 'The payout wallet {address} holds {have} {what}, below the alert threshold of {min}.',
      advice: 'Fund it before payouts have to wait.',
      usdt: 'USDT',
      bnb: 'BNB (gas)',
    },
  },
  walletAddressAdded: {
    subject: 'Confirm your new withdrawal address',
    heading: 'A new withdrawal address',
    intro: {
      one: 'This address was added to the withdrawal address book of your account. Withdrawals can go to it only after you confirm it with the button below, and only {count} hour after the confirmation.',
      other:
        'This address was added to the withdrawal address book of your account. Withdrawals can go to it only after you confirm it with the button below, and only {count} hours after the confirmation.',
    },
    address: 'Address',
    name: 'Name',
    added: 'Added',
    linkValidUntil: 'Link valid until',
    action: 'Confirm this address',
    note: 'If you did not add this address, do not confirm it: change your password at once and remove the address on your profile.',
  },
  walletAddressConfirmed: {
    subject: 'Withdrawal address confirmed',
    heading: 'Withdrawal address confirmed',
    opens: 'Withdrawals can go to this address from {when}.',
    confirmed: 'Confirmed',
    action: 'Your withdrawal addresses',
    note: 'If you did not confirm this address, remove it on your profile at once and change your password.',
  },
};

export type MailTexts = typeof en;
