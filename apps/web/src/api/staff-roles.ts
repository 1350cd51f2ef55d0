/**
 * Staff role fetchers: the centres where the person may take a staff action, a centre's staff with their roles, and
 * granting and removing a role. Each answer is parsed with the domain contract; a change invalidates the centre's list
 * and the staff pages offered.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RoleChangeAnswer,
  StaffCentersAnswer,
  StaffRolesAnswer,
  type AssignRoleBody,
  type RemoveRoleBody,
} from '@sannidhi/domain/contracts/staff-roles';
import type { StaffAction } from '@sannidhi/domain/staff-access';
import { api } from '../lib/api-client';
import { staffKeys } from './staff';

export const staffRoleKeys = {
  all: ['staff-roles'] as const,
  centers: (action: StaffAction) => [...staffRoleKeys.all, 'centres', action] as const,
  list: (center: string) => [...staffRoleKeys.all, 'list', center] as const,
};

/** GET /staff/centers?action= */
export async function getStaffCenters(action: StaffAction, signal?: AbortSignal) {
  return api.get('/staff/centers', StaffCentersAnswer, { query: { action }, signal, toastOnError: false });
}

export function staffCentersOptions(action: StaffAction) {
  return queryOptions({
    queryKey: staffRoleKeys.centers(action),
    queryFn: ({ signal }) => getStaffCenters(action, signal),
  });
}

/** GET /staff/roles?center= */
export async function getStaffRoles(center: string, signal?: AbortSignal) {
  return api.get('/staff/roles', StaffRolesAnswer, { query: { center }, signal, toastOnError: false });
}

export function staffRolesOptions(center: string) {
  return queryOptions({
    queryKey: staffRoleKeys.list(center),
    queryFn: ({ signal }) => getStaffRoles(center, signal),
    enabled: Boolean(center),
    retry: false,
  });
}

/** POST /staff/roles */
export async function assignStaffRole(body: AssignRoleBody) {
  return api.post('/staff/roles', RoleChangeAnswer, body, { toastOnError: false });
}

/** POST /staff/roles/remove */
export async function removeStaffRole(body: RemoveRoleBody) {
  return api.post('/staff/roles/remove', RoleChangeAnswer, body, { toastOnError: false });
}

/** A role change alters the centre's list, and the caller's own staff pages when they changed their own roles. */
function invalidateAfterChange(queryClient: ReturnType<typeof useQueryClient>, center: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffRoleKeys.list(center) }),
    queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  ]);
}

export function useAssignStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignStaffRole,
    onSettled: (_answer, _error, body) => invalidateAfterChange(queryClient, body.center),
  });
}

export function useRemoveStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaffRole,
    onSettled: (_answer, _error, body) => invalidateAfterChange(queryClient, body.center),
  });
}
