import { ApiError } from '@atrium/sdk';
import { notify } from '../stores/notifications';

/**
 * The app's error/warning event bus (product.md §8): an error event logs and, when `notify` is
 * given, shows a red notification with an error icon; a warning shows an orange one.
 */
export interface BusEvent {
  /** Message key of the notification title. */
  notify?: string;
  details?: string;
  values?: Record<string, unknown>;
  error?: unknown;
  icon?: string;
}

type Listener = (event: BusEvent) => void;
const listeners = { error: new Set<Listener>(), warning: new Set<Listener>() };

export const bus = {
  on(type: 'error' | 'warning', listener: Listener) {
    listeners[type].add(listener);
    return () => listeners[type].delete(listener);
  },
  emit(type: 'error' | 'warning', event: BusEvent) {
    for (const l of listeners[type]) l(event);
  },
};

/** No answer from the API: the connection monitor says "Couldn't reach API" once for all of them. */
const unanswered = (error: unknown) => error instanceof ApiError && error.network;

bus.on('error', (event) => {
  if (event.error !== undefined) console.error(event.error); // eslint-disable-line no-console
  if (event.notify && !unanswered(event.error)) {
    notify({
      title: event.notify,
      details: event.details,
      values: event.values,
      color: 'danger',
      iconMain: event.icon ?? 'error',
    });
  }
});

bus.on('warning', (event) => {
  if (event.notify) {
    notify({
      title: event.notify,
      details: event.details,
      values: event.values,
      color: 'warning',
      iconMain: event.icon ?? 'warning',
    });
  }
});
