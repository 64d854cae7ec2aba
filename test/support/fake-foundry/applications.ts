/**
 * Just enough of `foundry.applications` for sheet classes to be defined at import and registered at `init`:
 * the class chain ApplicationV2 → DocumentSheetV2 → ActorSheetV2 / ItemSheetV2, the Handlebars mixin, and
 * `DocumentSheetConfig.registerSheet` semantics behind `foundry.documents.collections.Actors/Items.registerSheet`.
 * Rendering is not faked: templates are tested in real Chromium (test/e2e), not here.
 */

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Record<string, unknown> = {};
  /** Active tab per tab group, as ApplicationV2 keeps it. */
  tabGroups: Record<string, string | null> = {};

  /**
   * v13 `ApplicationV2#render(options)` answers the application once rendered (API doc: foundry.applications.api.
   * ApplicationV2, `render` returns `Promise<ApplicationV2>`); no DOM is drawn here, and how often it was asked is kept
   * so a test can see a redraw was requested.
   */
  renders = 0;
  render(_options?: unknown): Promise<this> {
    this.renders += 1;
    return Promise.resolve(this);
  }
}

export class DocumentSheetV2 extends ApplicationV2 {}
export class ActorSheetV2 extends DocumentSheetV2 {}
export class ItemSheetV2 extends DocumentSheetV2 {}

/** The mixin adds Handlebars rendering (PARTS) on top of any ApplicationV2 subclass. */
export function HandlebarsApplicationMixin(Base: typeof ApplicationV2): typeof ApplicationV2 {
  return class HandlebarsApplication extends Base {
    static PARTS: Record<string, unknown> = {};
  };
}

export interface SheetRegistration {
  readonly id: string;
  readonly cls: unknown;
  default: boolean;
  readonly label: string;
}

export interface SheetRegistrationOptions {
  types?: string[];
  makeDefault?: boolean;
  label?: string;
}

/**
 * Core's DocumentSheetConfig (client/applications/apps/document-sheet-config.mjs, v13): `registerSheet` applies a
 * registration at once when `game.ready`, else holds it in a private queue that `initializeSheets` (called once by
 * `Game#setupGame`, after the `setup` hook and before `ready`) applies and empties; a registration made between the
 * two waits in the emptied queue and is never applied.
 */
export class SheetRegistrationQueue {
  #pending: (() => void)[] = [];

  constructor(private readonly isReady: () => boolean) {}

  register(registration: () => void): void {
    if (this.isReady()) registration();
    else this.#pending.push(registration);
  }

  initializeSheets(): void {
    for (const registration of this.#pending) registration();
    this.#pending = [];
  }
}

/**
 * Foundry's DocumentSheetConfig.registerSheet: the sheet's id is `<scope>.<ClassName>`; it is recorded in
 * `CONFIG.<Document>.sheetClasses[type][id]` for each listed type (every known type when none are listed), and
 * `makeDefault` takes the default from any sheet registered for that type before; when, is the queue's (above).
 */
export class SheetCollection {
  constructor(
    private readonly sheetClasses: Record<string, Record<string, SheetRegistration>>,
    private readonly knownTypes: () => string[],
    private readonly queue: SheetRegistrationQueue,
  ) {}

  registerSheet(scope: string, cls: { name: string }, options: SheetRegistrationOptions = {}): void {
    this.queue.register(() => {
      this.#apply(scope, cls, options);
    });
  }

  #apply(scope: string, cls: { name: string }, options: SheetRegistrationOptions): void {
    const id = `${scope}.${cls.name}`;
    for (const type of options.types ?? this.knownTypes()) {
      const sheets = (this.sheetClasses[type] ??= {});
      if (options.makeDefault) for (const other of Object.values(sheets)) other.default = false;
      sheets[id] = { id, cls, default: options.makeDefault ?? false, label: options.label ?? id };
    }
  }
}
