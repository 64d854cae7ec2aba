/**
 * The audit trail: every decision that shaped a roll, in the order it was taken, each with the named `source` that
 * caused it. Chat cards render it ("Wounded: d10 → d8", "Agility die 1 burst on 10"), tests assert on it, and a GM
 * can read why a total is what it is. Entries are plain data (JSON-safe) so they can live in a chat message.
 */

/** Where a die sits inside a request: group index and id, die index within the group, chain (0, or 1 for edge). */
export interface DieRef {
  readonly group: number;
  readonly groupId: string;
  readonly die: number;
  readonly chain: number;
}

/** A die moved on the ladder (d4 … d20); `clamped` says a floor or ceiling swallowed part of the move. */
export interface StepEntry {
  readonly type: "step";
  readonly source: string;
  /** Steps asked for (+ up, − down). */
  readonly steps: number;
  readonly from: number;
  readonly to: number;
  readonly clamped: "floor" | "ceiling" | null;
}

/** Two opposite step sources negated each other ("Charges will counter challenges on a 1 to 1 basis"). */
export interface CancelEntry {
  readonly type: "cancel";
  readonly source: string;
  readonly against: string;
}

/** A die showed an exploding face and rolled again (a "burst"). */
export interface BurstEntry extends DieRef {
  readonly type: "burst";
  readonly source: string;
  readonly face: number;
  /** Position of the bursting face within its chain (0 = the first roll). */
  readonly roll: number;
}

/** A chain reached its explode cap: the last face would have exploded again but the engine stops counting there. */
export interface CapEntry extends DieRef {
  readonly type: "cap";
  readonly source: string;
  readonly cap: number;
  /** Faces Foundry rolled past the cap that the engine did not count (0 for the engine's own draws). */
  readonly ignored: number;
}

/** Advantage/disadvantage: both chains of one die, and which one counts. */
export interface EdgeEntry {
  readonly type: "edge";
  readonly source: string;
  readonly group: number;
  readonly groupId: string;
  readonly die: number;
  readonly mode: "advantage" | "disadvantage";
  readonly totals: readonly [number, number];
  readonly chosen: 0 | 1;
}

/** Keep highest/lowest: which dice (by index in the group) counted and which were dropped. */
export interface KeepEntry {
  readonly type: "keep";
  readonly source: string;
  readonly group: number;
  readonly groupId: string;
  readonly mode: "highest" | "lowest";
  readonly count: number;
  readonly kept: readonly number[];
  readonly dropped: readonly number[];
}

/** A flat number added to the total. */
export interface ModifierEntry {
  readonly type: "modifier";
  readonly source: string;
  readonly value: number;
}

/** A change to the number the total is compared with (e.g. "+5 VS penalty to hit the target"). */
export interface VsEntry {
  readonly type: "vs";
  readonly source: string;
  readonly value: number;
}

/** A die or bonus added to a request by a rule (e.g. Over Watch's +1 bonus die). */
export interface AddEntry {
  readonly type: "add";
  readonly source: string;
  readonly groupId: string;
  readonly dice: number;
}

/** The total compared with the request's target. `margin` is total − target value. */
export interface TargetEntry {
  readonly type: "target";
  readonly source: string;
  readonly kind: "exceed" | "meet";
  readonly value: number;
  readonly total: number;
  readonly success: boolean;
  readonly margin: number;
}

export type AuditEntry =
  | StepEntry
  | CancelEntry
  | BurstEntry
  | CapEntry
  | EdgeEntry
  | KeepEntry
  | ModifierEntry
  | AddEntry
  | VsEntry
  | TargetEntry;
