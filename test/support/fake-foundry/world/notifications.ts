/**
 * `ui.notifications` as v13 has it (core client/applications/ui/notifications.mjs; API doc
 * foundry.applications.ui.Notifications): `info`/`warn`/`error` return the notification, which always has an
 * `update` taking `{pct, message}`. Core's `#update` destructures that object, so a bare number (fvtt-types 13.345's
 * `(pct: number)`) updates nothing, silently, and `null` throws a TypeError; `pct` moves the bar only of a
 * notification created with `{ progress: true }`, and only when numeric. Every call is recorded so tests read what a
 * user saw.
 */
export type NotificationKind = "info" | "warn" | "error";

export interface NotificationOptions {
  readonly progress?: boolean;
  readonly permanent?: boolean;
  /** Core localizes the message first; the fake keeps the key, which is what tests compare. */
  readonly localize?: boolean;
}

export interface NotificationUpdate {
  readonly pct?: unknown;
  readonly message?: unknown;
}

export interface FakeNotification {
  readonly kind: NotificationKind;
  message: string;
  readonly options: NotificationOptions;
  /** Core's `notification.pct`: the bar's position, 0 until an update moves it. */
  pct: number;
  /** Every `pct` an update applied, in order (a progress bar only). */
  readonly progress: number[];
  update(update?: NotificationUpdate): void;
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
    const notification: FakeNotification = {
      kind,
      message,
      options,
      pct: 0,
      progress: [],
      update: (update = {}) => {
        // Core: `#update(notification, {message, …, pct}={})` — destructuring a number yields no `pct`, null throws.
        const { pct, message: text } = update;
        // Core moves the bar when `notification.progress && Number.isNumeric(pct)`.
        if (options.progress && isNumeric(pct)) {
          notification.pct = Number(pct);
          notification.progress.push(Number(pct));
        }
        if (typeof text === "string" && text !== "") notification.message = text;
      },
    };
    this.shown.push(notification);
    return notification;
  }
}

/** Foundry's `Number.isNumeric`: a number, or a numeric string, that is finite. */
function isNumeric(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value));
}
