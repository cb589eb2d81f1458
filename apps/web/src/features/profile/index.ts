/** The profile feature as other features see it: the change-password form (admin settings use it too). */
export { ChangePasswordForm } from './components/change-password-form';
