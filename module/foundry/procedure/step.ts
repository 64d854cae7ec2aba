/**
 * The attack card as a procedure of declared steps (ARCHITECTURE.md decision 13; module/foundry/README.md section 2).
 * A room declares its attack as an ordered list of steps; the shared card renders whichever steps are open on a row
 * (procedure/open-steps.ts), and one relay path, `fray.step` (procedure/step-query.ts), takes any of them on the
 * active GM's client. Nothing here names a ruleset: a room's steps say who acts, what it costs, what it rolls, which
 * choices it offers and how it resolves, and the shared layer only runs them in that order.
 */
import type { DiceRequest } from "../../engine/core/dice/request.ts";
import type { CardRoll } from "../chat/attack-card/damage-roll.ts";
import type { AttackCardData, TargetRow } from "../chat/attack-card/data.ts";
import type { DamageAdjust } from "../chat/attack-card/adjust.ts";
import type { LocalizedText, Refusal } from "../combat-room.ts";
import type { SpendRequest } from "../combat/room.ts";
import type { QueryReply } from "../queries/reply.ts";

/** Who takes a step: the owner of the attacker, of the row's target, a GM, or nobody (the active GM's client). */
export type StepActor = "attacker" | "target" | "gm" | "auto";

/** A choice as offered: an id that crosses the relay, its label and, where a roll follows, its exact hit chance. */
export interface StepChoice {
  /** Id-like: it crosses the `fray.step` relay. */
  readonly id: string;
  readonly label: LocalizedText;
  /** The chance the attack hits once this choice is taken (shown as the card's odds); absent: no odds. */
  readonly hitChance?: number;
  /**
   * The odds of every outcome once this is chosen, in the room's words ("hit 37%, your critical 21% …"), shown in
   * place of `hitChance` to a viewer who may see odds; absent: `hitChance` alone.
   */
  readonly odds?: LocalizedText;
}

/**
 * What a step reads: the card and the row as stored, and the card's documents as they are now — resolved on the
 * GM's side from the stored UUIDs, and on a viewer's client only as far as it can see them (absent otherwise).
 */
export interface StepContext {
  readonly card: AttackCardData;
  readonly row: TargetRow;
  readonly attacker?: Actor.Implementation | undefined;
  readonly item?: Item.Implementation | undefined;
  readonly target?: Actor.Implementation | undefined;
  /** The card's message id, which names the row's trigger for reactions (absent: a card not yet posted). */
  readonly messageId?: string | undefined;
}

/** What the GM takes a step with: the card's message (to save it, and whom its rolls are shown to) and the request. */
export interface StepTaking extends StepContext {
  readonly message: ChatMessage.Implementation;
  /** The request's single-use id: the transition records it in `processed` (a replay is refused). */
  readonly requestId: string;
  /**
   * The GM's change to the damage before applying it (an `adjustable` step only). Set only by a GM's own click on
   * the active GM's client (gm-step.ts): the `fray.step` relay never carries one.
   */
  readonly adjust?: DamageAdjust | undefined;
}

/** How the GM takes a step now, planned from the documents as they are (never from numbers a client sent). */
export interface StepPlan {
  /** The combat economy's spend, paid from the acting side's combatant before the roll; a shortfall refuses it. */
  readonly cost?: SpendRequest;
  /** The engine dice request the GM rolls for it; absent: no roll (a choice, or a roll already on the card). */
  readonly roll?: DiceRequest;
  /** A roll already on the card that stands for `roll` (damage rolled ahead by automation). */
  readonly rolled?: CardRoll;
  /** Record the step on the card and write what it changes; refused with a reason, the card left as it was. */
  resolve(roll: CardRoll | undefined): Promise<QueryReply>;
}

export interface ProcedureStep {
  /** Id-like: it crosses the `fray.step` relay and names the step's stamp ("defense", "damage" …). */
  readonly id: string;
  /** Who acts; a function when it depends on the row (the winner of a contest, say). */
  readonly actor: StepActor | ((ctx: StepContext) => StepActor);
  /**
   * May the actor leave it? An optional open step does not hold the steps after it back. A function when it depends
   * on the row and its documents: a defense the target could still take holds damage back, one it cannot does not.
   */
  readonly optional: boolean | ((ctx: StepContext) => boolean);
  /** Localization key of the line others see while it is open ({name}: the row's target). */
  readonly awaiting: string;
  /** The button: its label's localization key ({name}: the row's target, {choice}: the choice's label) and icon. */
  readonly button: { readonly label: string; readonly icon: string };
  /**
   * Why the step is not open on this row (a refusal code the relay answers: `alreadyDefended`, `notHit` …), or
   * undefined while it is. Read from the stored row alone, so every client agrees on it.
   */
  closed(ctx: StepContext): string | undefined;
  /**
   * Why its actor may not take it now although it is open (no reaction left, own turn, Winded, cannot roll Evasion):
   * the same answer `plan` would give, read from the documents this client sees, so the card says why the button is
   * absent instead of offering one the GM would refuse. `line` is the card's sentence ({name}, {reason}). Absent: the
   * button is always offered while the step is open.
   */
  readonly refusal?: {
    readonly line: string;
    check(ctx: StepContext, messageId: string): Refusal | undefined;
  };
  /**
   * Why a step that is closed on this row never came to be although its actor would expect it (an `energy` Critical
   * Hit takes the Evasion roll away): the card says so in one line ({name}, {reason}) instead of a silent gap. Read
   * from the stored row alone. Absent: a closed step says nothing.
   */
  readonly absent?: {
    readonly line: string;
    check(ctx: StepContext): Refusal | undefined;
  };
  /** The GM may change its damage before applying it (half, double, a number: chat/attack-card/adjust.ts). */
  readonly adjustable?: boolean;
  /** The choices offered now; absent: the step is taken without one (a choice sent for it is refused). */
  choices?(ctx: StepContext): readonly StepChoice[];
  /** GM side: the step as it would be taken now, or the reason the actor may not take it (Winded, no reaction). */
  plan(ctx: StepTaking, choice: string | undefined): StepPlan | Refusal | Promise<StepPlan | Refusal>;
  /**
   * GM side, for a step its actor may leave to the GM's client (the world's automation): does the active GM take it
   * by itself now? Absent: never. A step whose actor is `auto` is always taken so.
   */
  automatic?(ctx: StepTaking): Promise<boolean>;
  /**
   * GM side, when the card's Undo takes the row's damage back (queries/undo-damage.ts): what this step did outside the
   * target's data that Undo puts back too (a push's token moved back), read from what the step recorded on the row
   * and the documents as they are now. Absent: Undo leaves what the step did.
   */
  undo?(ctx: StepContext): Promise<void>;
}

/** A room's attack as the card plays it: the steps in order (the first is the attack roll made before the card). */
export type Procedure = readonly ProcedureStep[];
