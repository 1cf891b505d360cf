import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { reachability } from '../lib/reachability';
import { notify, useNotifications } from '../stores/notifications';

/** How often the server is asked again while it does not answer. */
export const RECONNECT_INTERVAL = 2000;

/**
 * When the API stops answering (issue 31 item 8): one "Couldn't reach API" notice (code -1) that
 * stays while it lasts, the server asked again every two seconds, and once it answers the notice
 * goes, a short "connected again" shows and every query that failed meanwhile is fetched again,
 * so each screen leaves its error or stale state by itself.
 */
export function ConnectionMonitor() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let notice: number | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const ask = () => {
      timer = setTimeout(() => {
        // Any answer flips `reachability` (api's fetch reports it); no answer: ask again.
        api.ping().then(
          () => undefined,
          () => {
            if (!reachability.reachable) ask();
          },
        );
      }, RECONNECT_INTERVAL);
    };
    const onChange = (reachable: boolean) => {
      if (!reachable) {
        notice ??= notify({
          title: 'errors.-1',
          details: 'connection_retrying',
          color: 'danger',
          iconMain: 'cloud_off',
          delay: 0,
        });
        if (!timer) ask();
        return;
      }
      if (timer) clearTimeout(timer);
      timer = null;
      if (notice !== null) {
        useNotifications.getState().remove(notice);
        notice = null;
        notify({ title: 'connection_restored', color: 'success', iconMain: 'cloud_done' });
      }
      void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    };
    if (!reachability.reachable) onChange(false);
    const stop = reachability.subscribe(onChange);
    return () => {
      stop();
      if (timer) clearTimeout(timer);
      if (notice !== null) useNotifications.getState().remove(notice);
    };
  }, [queryClient]);
  return null;
}
