/**
 * The shape of a movement action a room adds to core's (room.ts `movementActions`, registered by
 * canvas/movement-actions.ts), apart from the registration so that room.ts does not import the room lookup.
 */
/** A movement action a room adds, selectable by the GM alone (a move the world makes, not the creature). */
export interface RoomMovementAction {
  /** Id-like: the key in `CONFIG.Token.movement.actions`, and each waypoint's `action`. */
  readonly id: string;
  /** Localization key of its name (core localizes each action's label where it shows it). */
  readonly label: string;
  /** Font Awesome classes of its icon in the Token HUD's palette. */
  readonly icon: string;
  /** Its image (a core icon), shown where core draws actions as images. */
  readonly img: string;
  /** Its place among core's (walk is 0, Displace 8). */
  readonly order: number;
}
