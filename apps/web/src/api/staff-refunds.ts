/**
 * Staff refund fetchers: the centre's failed and stuck refunds, and their retry. Each answer is parsed with the
 * domain contract; the retry invalidates the list.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApproveRefundAnswer,
  RecordOutsideRefundAnswer,
  RetryRefundAnswer,
  StaffRefundList,
} from '@sannidhi/domain/contracts/staff-refunds';
import type { RecordOutsideRefundBody } from '@sannidhi/domain/refund-outside';
import { api } from '../lib/api-client';

export const staffRefundKeys = {
  all: ['staff-refunds'] as const,
  list: (center: string) => [...staffRefundKeys.all, center] as const,
};

/** GET /staff/refunds?center= */
export async function getStaffRefunds(center: string, signal?: AbortSignal) {
  return api.get('/staff/refunds', StaffRefundList, { query: { center }, signal, toastOnError: false });
}

export function staffRefundsOptions(center: string) {
  return queryOptions({
    queryKey: staffRefundKeys.list(center),
    queryFn: ({ signal }) => getStaffRefunds(center, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

/** POST /staff/refunds/retry */
export async function retryStaffRefund(refundId: string) {
  return api.post('/staff/refunds/retry', RetryRefundAnswer, { refundId });
}

export function useRetryStaffRefund(center: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryStaffRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffRefundKeys.list(center) }),
  });
}

/** POST /staff/refunds/approve: the second approver of a refund above the centre's threshold. */
export async function approveStaffRefund(refundId: string) {
  return api.post('/staff/refunds/approve', ApproveRefundAnswer, { refundId });
}

export function useApproveStaffRefund(center: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveStaffRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffRefundKeys.list(center) }),
  });
}

/** POST /staff/refunds/record-outside: the office gave a failed refund back another way. */
export async function recordOutsideRefund(body: RecordOutsideRefundBody) {
  return api.post('/staff/refunds/record-outside', RecordOutsideRefundAnswer, body);
}

export function useRecordOutsideRefund(center: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOutsideRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffRefundKeys.list(center) }),
  });
}
