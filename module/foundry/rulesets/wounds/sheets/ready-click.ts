/**
 * The sheet's Ready clicks (ready-rows.ts; rules page decisions 211, 212). Ready opens the choice and its cancel row
 * closes it, on this sheet only; a "Ready: <action>" row closes it and is spent as any Actions button (the GM keeps the
 * choice); a readied attack's row opens that weapon's attack with the attack action chosen when readying and the
 * locked Readied row, so its card (odds, roll dialog) pays the readied reaction (combat-room.ts `attackSpend`); a
 * readied attack spell's row opens the spell's attack the same way (decision 241).
 */
import { ATTACK_VARIANT_IDS, ATTACK_VARIANTS } from "../../../../engine/rulesets/wounds/procedures/variants.ts";
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import type { RollChoices } from "../../../combat-room.ts";
import { askedReadied, askedReady, READY } from "../combat/readied.ts";
import { READIED_TOGGLE } from "../situation/catalog.ts";
import { READY_CANCEL } from "./ready-rows.ts";
import { woundsAttackOf } from "../documents.ts";

/** The sheet as its Ready clicks use it. */
export interface ReadyingSheet {
  readying: boolean;
  readonly actor: Actor.Implementation;
  render(): Promise<unknown>;
}

/** The roll dialog's choices of a readied attack: Readied, and its attack action unless a Standard Attack. */
export function readiedAttackChoices(action: WoundsActionId): RollChoices {
  const variant = ATTACK_VARIANT_IDS.find((v) => v !== "standard" && ATTACK_VARIANTS[v].action === action);
  return variant === undefined ? { [READIED_TOGGLE]: true } : { [READIED_TOGGLE]: true, [variant]: true };
}

/** What the click does, when it is one of Ready's; undefined for any other (a Ready choice: the shared spend). */
export function readyingAction(sheet: ReadyingSheet, action: string): (() => Promise<unknown>) | undefined {
  if (action === READY || action === READY_CANCEL) {
    return () => {
      sheet.readying = action === READY;
      return sheet.render();
    };
  }
  // The choice is spent by the shared Actions handler; the section goes back to the actions.
  if (askedReady(action)) sheet.readying = false;
  const readied = askedReadied(action);
  // A weapon's attack or an attack spell opens its card (decisions 212, 241); a spell that is no attack is the shared
  // spend's, as its Cast button is (decision 230).
  const item = readied?.item === undefined ? undefined : sheet.actor.items.get(readied.item);
  if (!readied || !item || !woundsAttackOf(item)) return undefined;
  return () => item.rollAttack({ skipDialog: false, choices: readiedAttackChoices(readied.action) });
}
