/**
 * `ui.notifications` as v13 has it: `info`/`warn`/`error` return the notification, and `{ progress: true }` gives
 * it an `update(pct)` that moves its bar (fvtt-types 13.345 types `update` as `(pct: number) => void`). Every call
 * is recorded so tests read what a user saw.
 */
export type NotificationKind = "info" | "warn" | "error";

export interface NotificationOptions {
  readonly progress?: boolean;
  readonly permanent?: boolean;
}

export interface FakeNotification {
  readonly kind: NotificationKind;
  readonly message: string;
  readonly options: NotificationOptions;
  /** Every fraction passed to `update`, in order (a progress bar only). */
  readonly progress: number[];
  update?: (pct: number) => void;
}

export class FakeNotifications {
  readonly shown: FakeNotification[] = [];

  info(message: string, options: NotificationOptions = {}): FakeNotification {
    return this.notify("info", message, options);
  }

  warn(message: string, options: NotificationOptions = {}): FakeNotification {
    return this.notify("warn", message, options);
  }

  error(message: string, options: NotificationOptions = {}): FakeNotification {
    return this.notify("error", message, options);
  }

  private notify(kind: NotificationKind, message: string, options: NotificationOptions): FakeNotification {
    const notification: FakeNotification = { kind, message, options, progress: [] };
    if (options.progress) {
      notification.update = (pct) => {
        if (!(pct >= 0 && pct <= 1)) throw new Error(`progress must be within 0 … 1, got ${String(pct)}`);
        notification.progress.push(pct);
      };
    }
    this.shown.push(notification);
    return notification;
  }
}
