/**
 * The GM's Fall movement action (room.ts `movementActions`): "This means that a character doesn't provoke an
 * opportunity attack when being pushed or falling past a foe." Core's actions are all a creature's own movement
 * (walk, climb, jump …) or a teleport, so a fall the GM moves on the canvas needs one of its own; only the GM may
 * select it (a player cannot make their creature's walk "a fall" to slip past a foe: canvas/movement-actions.ts reads
 * such a move as a walk). Rules page decision 159.
 */
import type { RoomMovementAction } from "../../../canvas/room-movement-action.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const FALL = "fall";

export const FALL_ACTION: RoomMovementAction = {
  id: FALL,
  label: `${I18N_ROOT}.Contest.MovementAction.fall`,
  icon: "fa-solid fa-person-falling",
  img: "icons/magic/control/silhouette-fall-slip-prone.webp",
  // After core's Blink (7), before its Displace (8).
  order: 7.5,
};
