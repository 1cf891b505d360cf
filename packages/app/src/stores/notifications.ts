import { create } from 'zustand';

export type NotificationColor = 'accent' | 'success' | 'warning' | 'danger' | 'gray';

export interface Notification {
  id: number;
  /** Message key or already translated text. */
  title: string;
  /** Light markdown. */
  details?: string;
  /** Interpolation values for the title and details. */
  values?: Record<string, unknown>;
  color: NotificationColor;
  iconMain?: string;
  iconRight?: string;
  /** Milliseconds before auto-dismiss; 0 keeps it until clicked. */
  delay: number;
  onClick?: unknown;
}

export type NewNotification = Partial<Omit<Notification, 'id' | 'title'>> & { title: string };

/** Notification default display (product.md §9). */
export const DEFAULT_DELAY = 5000;

interface NotificationsState {
  queue: Notification[];
  add(notification: NewNotification): number;
  remove(id: number): void;
  /** Click on the right icon: run the action, then remove. */
  click(id: number): void;
  clear(): void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useNotifications = create<NotificationsState>((set, get) => ({
  queue: [],
  add(input) {
    const id = nextId++;
    const notification: Notification = { color: 'accent', delay: DEFAULT_DELAY, ...input, id };
    set((s) => ({ queue: [...s.queue, notification] }));
    if (notification.delay > 0) {
      timers.set(
        id,
        setTimeout(() => get().remove(id), notification.delay),
      );
    }
    return id;
  },
  remove(id) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    set((s) => ({ queue: s.queue.filter((n) => n.id !== id) }));
  },
  click(id) {
    const notification = get().queue.find((n) => n.id === id);
    if (!notification) return;
    get().remove(id);
    if (notification.onClick !== undefined) {
      if (typeof notification.onClick !== 'function')
        throw new Error('Notification callback is not a function');
      (notification.onClick as () => void)();
    }
  },
  clear() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    set({ queue: [] });
  },
}));

export const notify = (n: NewNotification) => useNotifications.getState().add(n);
