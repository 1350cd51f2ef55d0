/**
 * The pre-debit notice's one-tap link (issue 29): GET and POST /subscription/notice/:token — no sign-in, the
 * token from the mail is the key; each answer parsed with the domain contract.
 */
import { queryOptions } from '@tanstack/react-query';
import { NoticeLinkAnswer, type NoticeAction } from '@sannidhi/domain/contracts/subscription-notice';
import { api, type CallOptions } from '../lib/api-client';

export const noticeLinkKeys = {
  link: (token: string) => ['subscription-notice', token] as const,
};

const pathOf = (token: string) => `/subscription/notice/${encodeURIComponent(token)}`;

/** GET /subscription/notice/:token: the month the notice announced and what the link can still do. */
export function getNoticeLink(token: string, opts: CallOptions = {}): Promise<NoticeLinkAnswer> {
  return api.get(pathOf(token), NoticeLinkAnswer, { toastOnError: false, ...opts });
}

export function noticeLinkOptions(token: string) {
  return queryOptions({
    queryKey: noticeLinkKeys.link(token),
    queryFn: ({ signal }) => getNoticeLink(token, { signal }),
    retry: false,
  });
}

/** POST /subscription/notice/:token: skip the announced month, or pause the subscription. */
export function actOnNoticeLink(token: string, action: NoticeAction): Promise<NoticeLinkAnswer> {
  return api.post(pathOf(token), NoticeLinkAnswer, { action }, { toastOnError: false });
}
