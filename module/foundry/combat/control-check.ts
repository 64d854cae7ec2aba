/**
 * The shared checks of a combatant control before its room acts, on the GM's own click and on a player's relayed
 * one alike: the room declares it, the asker may use it, and a choice is given exactly when the control takes one.
 * The answer is a refusal code (`FRAY.Query.refused.<code>`); the room then checks the choice and its own state.
 */
import type { ControlArgs, ControlSpec, CombatEconomyRoom, ControlUser } from "./room.ts";

/** Who asks: the GM, or the owner of the combatant's actor (proved by the relay's stamp). */
export type Asker = ControlUser;

export function declaredControl(room: CombatEconomyRoom, controlId: string): ControlSpec | undefined {
  return room.controls.find((c) => c.id === controlId);
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
