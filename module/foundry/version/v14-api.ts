/**
 * Hand-written declarations of the Foundry v14 shapes Fray touches, named after the v14 API documentation
 * (foundryvtt.com/api/v14/…). fvtt-types has no v14 release, so these are the only v14 types in the project; only the
 * version seam (this folder) reads them.
 */

/**
 * `foundry.data.operators.ForcedDeletion` (…/api/v14/classes/foundry.data.operators.ForcedDeletion.html): as the
 * value of a key in update data, deletes that key. Replaces v13's `-=key: null` (deprecated in 14, removed in 16).
 */
export interface ForcedDeletion {
  readonly __brand?: "ForcedDeletion";
}

/** The `foundry.data.operators` namespace (…/api/v14/modules/foundry.data.operators.html), as far as Fray uses it. */
export interface DataOperators {
  readonly ForcedDeletion: new () => ForcedDeletion;
}

/** `foundry.data` with v14's `operators` namespace (absent on v13). */
export interface DataNamespaceV14 {
  readonly operators?: DataOperators;
}

/**
 * `CONFIG.ChatMessage.modes` keys, the values of the `core.messageMode` client setting
 * (…/api/v14/variables/CONFIG.ChatMessage.html). `ic` is an in-character chat style; for visibility it is public.
 */
export type MessageMode = "public" | "gm" | "blind" | "self" | "ic";

/**
 * One `CONFIG.statusEffects` entry as Fray writes it (…/api/v14/interfaces/CONFIG._StatusEffectConfig.html; the same
 * fields as v13's entry).
 */
export interface StatusEffectConfig {
  id: string;
  _id?: string | undefined;
  name: string;
  img?: string | undefined;
  statuses?: string[] | undefined;
  description?: string | undefined;
}

/** v14's `CONFIG.statusEffects`: a record keyed by status id (…/api/v14/variables/CONFIG.statusEffects.html). */
export type StatusEffectRecord = Record<string, StatusEffectConfig>;

/**
 * `ContextMenuEntry` (…/api/v14/interfaces/foundry.ContextMenuEntry.html): v14 names an entry's text `label` (v13:
 * `name`, deprecated in 14, removed in 16), its test `visible` (v13: `condition`) and its action `onClick` (v13:
 * `callback`). Of core's entries Fray only reads the key, so only the names are declared.
 */
export interface ContextMenuEntryKeys {
  readonly label?: string;
  readonly name?: string;
}

/** A v14 `ContextMenuEntry` as Fray builds one (…/api/v14/types/foundry.ContextMenuCondition.html, …ContextMenuCallback.html). */
export interface ContextMenuEntryV14 {
  readonly label: string;
  readonly icon: string;
  readonly visible: (target: HTMLElement) => boolean;
  readonly onClick: (event: PointerEvent, target: HTMLElement) => unknown;
}

/**
 * Scene Levels: a wall (any `CanvasDocument`) is on the Levels in its `levels` set, every level when it is empty
 * (…/api/v14/interfaces/foundry.documents.types.WallData.html); a token stands on one Level, its `level` id
 * (…/api/v14/interfaces/foundry.documents.types.TokenPosition.html). v13 documents have neither field.
 */
export interface LevelScoped {
  readonly levels?: Iterable<string> | undefined;
}
export interface LevelPlaced {
  readonly level?: string | null | undefined;
}
