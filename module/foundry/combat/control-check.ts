/**
 * The shared checks of a combatant control before its room acts, on the GM's own click and on a player's relayed
 * one alike: the room declares it, the asker may use it, and a choice is given exactly when the control takes one.
 * The answer is a refusal code (`FRAY.Query.refused.<code>`); the room then checks the choice and its own state.
 */
import type { Refusal } from "../combat-room.ts";
import type { ControlArgs, ControlSpec, CombatEconomyRoom, ControlUser } from "./room.ts";
import { actTurn, isTurnControl, turnControls } from "./turn-controls.ts";
import { turnStructureOf } from "./turn-structure.ts";

/** Who asks: the GM, or the owner of the combatant's actor (proved by the relay's stamp). */
export type Asker = ControlUser;

/** The controls of a combatant: its structure's turn controls (turn-controls.ts), then its room's own. */
export function combatantControls(
  room: CombatEconomyRoom,
  combatant: { readonly type: string },
): readonly ControlSpec[] {
  return [...turnControls(turnStructureOf(combatant)), ...room.controls];
}

export function declaredControl(
  room: CombatEconomyRoom,
  combatant: { readonly type: string },
  controlId: string,
): ControlSpec | undefined {
  return combatantControls(room, combatant).find((c) => c.id === controlId);
}

/** GM only, after the checks above: a turn control plays the round, any other is the room's. */
export function doControl(
  room: CombatEconomyRoom,
  combatant: Combatant.Implementation,
  controlId: string,
  args: ControlArgs,
): Promise<Refusal | undefined> {
  return isTurnControl(controlId) ? actTurn(combatant, controlId, args) : room.act(combatant, controlId, args);
}

export function controlRefusalCode(
  control: ControlSpec | undefined,
  args: ControlArgs,
  asker: Asker,
): string | undefined {
  if (!control) return "unsupported";
  if (control.who === "gm" && asker !== "gm") return "gmOnly";
  if (control.takesChoice !== (args.choice !== undefined)) return "malformed";
  return undefined;
}
