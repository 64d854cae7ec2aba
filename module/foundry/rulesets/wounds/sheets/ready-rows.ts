/**
 * Ready an Action on the sheet's Actions section (seed 004: "Choose an action. Until you take an action or reaction,
 * you can take the chosen action as a reaction in response to any event"; rules page decisions 182, 211, 212, 229,
 * 230, 241).
 * - Choosing: the Ready button opens the choice (the sheet's `readying`, never stored); the section then lists one
 *   "Ready: <action>" row per action that can be readied, per posture Change Posture can change to ("Ready: Change
 *   Posture: drop prone") and per equipped weapon's attack action ("Ready: Standard Attack — Longsword"), each paying
 *   Ready's AP with its choice (`ready:<choice>`), and a row to stop choosing.
 * - Readied, off its turn: the chosen action is offered as "Readied: <action>" (`readied:<choice>`), refused as the
 *   engine's `takeReadied` refuses it; an attack's row, an attack spell's too, opens its card (the sheet's
 *   `roomAction`; decision 241), an action's check is
 *   asked of the GM as on the creature's turn (checks/check-acts.ts), Hinder one row per hindrance, chosen then.
 *   Readied with no choice kept (given by hand) offers every action that can be readied, as before (decision 182).
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { castReadiedSpell } from "../../../../engine/rulesets/wounds/actions/cast.ts";
import type { WoundsActionId, WoundsActionSpec } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import {
  canBeReadied,
  readiedChoiceOf,
  readiedKey,
  takeReadied,
  type ReadiedChoice,
} from "../../../../engine/rulesets/wounds/economy/readied.ts";
import { changePosture } from "../../../../engine/rulesets/wounds/movement/posture.ts";
import { ATTACK_VARIANTS } from "../../../../engine/rulesets/wounds/procedures/variants.ts";
import { POSTURES } from "../../../../engine/rulesets/wounds/tables/attack-modifiers.ts";
import { HINDRANCE_IDS } from "../../../../engine/rulesets/wounds/tables/hindrances.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import type { ActionRowInput } from "../../../applications/sheets/actions-section.ts";
import type { Refusal } from "../../../combat-room.ts";
import { askedReadied, readiedAction, readiedChoiceText, readyAction } from "../combat/readied.ts";
import { CHANGE_POSTURE } from "../combat/posture.ts";
import { CAST_SPELL } from "../combat/cast-action.ts";
import { toSpellCost } from "../spell-sources.ts";
import { castCosts, ownedSpells, type CastableSpell } from "./spell-casts.ts";
import { checkActOfButton, HINDER, readiedCheckButton } from "../checks/check-acts.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { attackingWeapons, SHEET_ATTACK_KINDS } from "./attacks-context.ts";
import { apText, WOUNDS_KEYS } from "./labels.ts";
import type { WoundsSheetCombat, WoundsSheetItem } from "./sheet-data.ts";

/** Stops choosing what to ready (the sheet's own; nothing is spent). */
export const READY_CANCEL = "readyCancel";

interface NamedChoice {
  readonly choice: ReadiedChoice;
  readonly text: string;
  /** The spell a readied Cast a Spell casts: its own AP, mana and stamina, paid when taken (decision 230). */
  readonly spell?: CastableSpell;
}

/**
 * The actions that can be readied, in the section's order (Change Posture once per posture: "You change your position
 * between standing, crouching, or prone"), then each equipped weapon's attack actions it can make, then each spell
 * (decision 230), an attack spell too (decision 241).
 */
function readyChoices(
  i18n: Localizer,
  actions: readonly WoundsActionSpec[],
  items: readonly WoundsSheetItem[],
): NamedChoice[] {
  const plain = actions
    .flatMap(({ id }): ReadiedChoice[] =>
      id === CHANGE_POSTURE ? POSTURES.map((posture) => ({ action: id, posture })) : [{ action: id }],
    )
    .filter((choice) => canBeReadied(choice))
    .map((choice) => ({ choice, text: readiedChoiceText(i18n, choice) }));
  const attacks = attackingWeapons(items).flatMap((weapon) =>
    SHEET_ATTACK_KINDS.filter((kind) => weapon.system.kind !== "ranged" || !ATTACK_VARIANTS[kind].meleeOnly).map(
      (kind) => {
        const choice = { action: ATTACK_VARIANTS[kind].action, item: weapon.id };
        return { choice, text: readiedChoiceText(i18n, choice, weapon.name) };
      },
    ),
  );
  const spells = ownedSpells(items).map((spell) => {
    const choice: ReadiedChoice = { action: CAST_SPELL, item: spell.id };
    return { choice, text: readiedChoiceText(i18n, choice, spell.name), spell };
  });
  return [...plain, ...attacks, ...spells];
}

/** While choosing: Ready's rows, each at Ready's AP and refused as Ready is (`readyRefusal`). */
export function choosingRows(
  i18n: Localizer,
  actions: readonly WoundsActionSpec[],
  items: readonly WoundsSheetItem[],
  combat: WoundsSheetCombat,
  readyRefusal: Refusal | undefined,
): ActionRowInput[] {
  const costText = apText(i18n, apCost("ready", [], combat.options));
  const cancel = {
    id: READY_CANCEL,
    text: i18n.localize(`${WOUNDS_KEYS}.Readied.cancel`),
    costText: "",
    refusal: undefined,
  };
  const rows = readyChoices(i18n, actions, items).map(({ choice, text }) => ({
    id: readyAction(choice),
    text: i18n.format(`${WOUNDS_KEYS}.Readied.ready`, { act: text }),
    costText,
    refusal: readyRefusal,
  }));
  return [cancel, ...rows];
}

/**
 * What taking `choice` readied asks, as rows: its own; Hinder one per hindrance ("Choose one of the hindrances from the
 * following table"), chosen when taken (decision 229).
 */
function takenRows(i18n: Localizer, { choice, text }: NamedChoice): { id: string; text: string }[] {
  if (choice.action !== HINDER) return [{ id: readiedAction(choice), text }];
  return HINDRANCE_IDS.map((hindrance) => ({
    id: readiedCheckButton({ action: HINDER, hindrance, readied: true }),
    text: i18n.format(`${WOUNDS_KEYS}.ActionCheck.button.hinder`, {
      hindrance: i18n.localize(`${WOUNDS_KEYS}.ActionCheck.hindrance.${hindrance}`),
    }),
  }));
}

/**
 * The readied rows of `choice`, at its own AP, refused as the GM's `takeReadied` would refuse it now (and a posture as
 * Change Posture refuses it: "If you are prone, you cannot change directly to standing").
 */
function choiceRows(i18n: Localizer, combat: WoundsSheetCombat, named: NamedChoice): ActionRowInput[] {
  const { choice } = named;
  const scores = combat.turn.kind === "offTurn" ? combat.turn.scores : {};
  const request = { ...choice, trigger: "sheet", scores, round: combat.round };
  const { spell } = named;
  const taken = spell
    ? castReadiedSpell(combat.actor, combat.state, toSpellCost(spell), request, combat.options)
    : takeReadied(combat.actor, combat.state, request, combat.options);
  const posture = choice.posture && changePosture(combat.actor.conditions, choice.posture, combat.round);
  const reason = !taken.ok ? taken.reason : posture && !posture.ok ? posture.reason : undefined;
  return takenRows(i18n, named).map(({ id, text }) => ({
    id,
    text: i18n.format(`${WOUNDS_KEYS}.Readied.take`, { act: text }),
    costText: spell
      ? castCosts(i18n, spell, combat.options).join(" · ")
      : apText(i18n, apCost(choice.action, [], combat.options)),
    refusal: reason && woundsRefusal(reason, i18n),
  }));
}

/** The action a "Readied: <action>" row takes (the section leaves out that action's own rows). */
export function readiedRowAction(id: string): WoundsActionId | undefined {
  return askedReadied(id)?.action ?? checkActOfButton(id)?.action;
}

/**
 * Off its turn while Readied: the chosen action's row (none kept: each action that can be readied); undefined when
 * nothing is readied or on its own turn, where a Readied creature acts as usual.
 */
export function readiedRows(
  i18n: Localizer,
  actions: readonly WoundsActionSpec[],
  items: readonly WoundsSheetItem[],
  combat: WoundsSheetCombat,
): ActionRowInput[] | undefined {
  if (combat.turn.kind !== "offTurn" || !isActive(combat.actor.conditions, "readied")) return undefined;
  const kept = combat.state.readied === undefined ? undefined : readiedChoiceOf(combat.state.readied);
  const offered = readyChoices(i18n, actions, items).filter(({ choice }) =>
    kept ? readiedKey(choice) === readiedKey(kept) : choice.item === undefined,
  );
  return offered.flatMap((named) => choiceRows(i18n, combat, named));
}
