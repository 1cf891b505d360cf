import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@atrium/sdk';
import { api, isApiError } from '../../../../api/client';
import { permissionKeys } from '../../../../api/permissions/keys';
import { useRolePermissions } from '../../../../api/permissions/queries';
import { applyRows, isNoop, planChanges, toMatrix, type Change, type MatrixState } from './mapping';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/**
 * A role's permission matrix: its state (loaded once per role), and `apply`, which saves changes
 * as they are made (POST new rows, PATCH changed ones, DELETE emptied ones), one save at a time.
 */
export function useMatrix(project: string, role: number) {
  const client = useQueryClient();
  const rows = useRolePermissions(project, role);
  const [state, setState] = useState<MatrixState | null>(null);
  const stateRef = useRef<MatrixState | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (rows.data && stateRef.current === null) {
      stateRef.current = toMatrix(rows.data);
      setState(stateRef.current);
    }
  }, [rows.data]);

  const apply = useCallback(
    (changes: Change[]) => {
      queue.current = queue.current.then(async () => {
        const current = stateRef.current;
        if (!current) return;
        const plan = planChanges(current, role, changes);
        if (isNoop(plan)) return;
        setStatus('saving');
        setError(null);
        try {
          let created: Permission[] = [];
          if (plan.create.length) created = await api.createPermissions(project, plan.create);
          if (plan.update.length) await api.updatePermissions(project, plan.update);
          if (plan.remove.length) await api.deletePermissions(project, plan.remove);
          stateRef.current = applyRows(current, created, plan, changes);
          setState(stateRef.current);
          setStatus('saved');
        } catch (err) {
          setStatus('error');
          setError(isApiError(err) ? err.message : String(err));
          // What the server holds now is the truth: reload it.
          const fresh = await api
            .getPermissions(project, { filter: { role: { eq: role } }, limit: -1 })
            .catch(() => null);
          if (fresh) {
            stateRef.current = toMatrix(fresh);
            setState(stateRef.current);
          }
        } finally {
          void client.invalidateQueries({ queryKey: permissionKeys.role(project, role) });
        }
      });
    },
    [client, project, role],
  );

  return { state, loading: rows.isPending, loadError: rows.error, status, error, apply };
}
