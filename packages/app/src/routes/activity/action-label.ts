import type { TFunction } from 'i18next';
import { formatTitle } from '../../lib/format';

/** Actions with their own wording; any other prints as a title (`status-update` → Status Update). */
const KNOWN = new Set([
  'create',
  'update',
  'delete',
  'upload',
  'revert',
  'comment',
  'authenticate',
  'external',
  'soft-delete',
  'invalid-credentials',
  'status-update',
]);

export function actionLabel(t: TFunction, action: string): string {
  const a = action.toLowerCase();
  // i18n-dynamic: activity_create activity_update activity_delete activity_upload activity_revert activity_comment activity_authenticate activity_external activity_soft-delete activity_invalid-credentials activity_status-update
  return KNOWN.has(a) ? t(`activity_${a}`) : formatTitle(a);
}

/** A Material icon per action. */
export function actionIcon(action: string): string {
  switch (action.toLowerCase()) {
    case 'create':
      return 'add';
    case 'update':
    case 'status-update':
      return 'edit';
    case 'delete':
    case 'soft-delete':
      return 'delete_outline';
    case 'upload':
      return 'cloud_upload';
    case 'revert':
      return 'restore';
    case 'comment':
      return 'comment';
    case 'authenticate':
      return 'login';
    case 'invalid-credentials':
      return 'lock';
    default:
      return 'info';
  }
}
