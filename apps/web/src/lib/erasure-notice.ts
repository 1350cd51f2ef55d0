/**
 * What a devotee reads when signing in again cancelled their "Delete my account" request during its grace period
 * (issue 30): the toast after the sign-in and the Dashboard's notice say the same (the mail says it too).
 */
import { msg } from '@lingui/core/macro';

export const ERASURE_CANCELLED_NOTICE = msg`Welcome back. Your request to delete your account was cancelled because you signed in.`;
