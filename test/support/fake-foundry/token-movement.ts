/**
 * `CONFIG.Token.movement` as core sets it (v13 client/config.mjs; foundryvtt.com/api/interfaces/
 * foundry.types.TokenMovementActionConfig.html): the default action `walk` and core's nine actions, with the fields a
 * system reads — `teleport` (Blink and Displace) and `canSelect` ("Can the current User select this movement action
 * for the given Token?", default `() => true`; Displace's is `() => false`) and `deriveTerrainDifficulty` (a Region's
 * Modify Movement Cost behaviour has no field for such an action: its difficulty is derived from the others', "Used by
 * foundry.data.regionBehaviors.ModifyMovementCostRegionBehaviorType"; core's crawl and climb take walk's, jump
 * `({walk, fly}) => Math.max(walk, fly)`, blink and displace `() => 1`). A system adds its own at `init`.
 * `validMovementAction` is `BaseToken`'s `movementAction` field (a StringField, nullable, initial null, whose choices
 * are these actions: another value fails validation) and `TokenDocument#move`'s waypoint check ("action is invalid").
 */
export interface FakeMovementAction {
  label: string;
  order: number;
  teleport?: boolean;
  canSelect?: (token: unknown) => boolean;
  deriveTerrainDifficulty?: (difficulties: Readonly<Record<string, number | null>>) => number | null;
}

export interface FakeTokenMovement {
  defaultAction: string;
  actions: Record<string, FakeMovementAction>;
}

const coreAction = (id: string, order: number, more: Partial<FakeMovementAction> = {}): FakeMovementAction => ({
  label: `TOKEN.MOVEMENT.ACTIONS.${id}.label`,
  order,
  ...more,
});

const walkTerrain = ({ walk }: Readonly<Record<string, number | null>>) => walk ?? null;
const noTerrain = () => 1;

export function coreTokenMovement(): FakeTokenMovement {
  return {
    defaultAction: "walk",
    actions: {
      walk: coreAction("walk", 0),
      fly: coreAction("fly", 1),
      swim: coreAction("swim", 2),
      burrow: coreAction("burrow", 3),
      crawl: coreAction("crawl", 4, { deriveTerrainDifficulty: walkTerrain }),
      climb: coreAction("climb", 5, { deriveTerrainDifficulty: walkTerrain }),
      jump: coreAction("jump", 6, {
        // Core's `Math.max(walk, fly)` reads an impassable (null) difficulty as 0.
        deriveTerrainDifficulty: ({ walk, fly }) => Math.max(walk ?? 0, fly ?? 0),
      }),
      blink: coreAction("blink", 7, { teleport: true, deriveTerrainDifficulty: noTerrain }),
      displace: coreAction("displace", 8, {
        teleport: true,
        canSelect: () => false,
        deriveTerrainDifficulty: noTerrain,
      }),
    },
  };
}

interface ConfigHost {
  CONFIG: { Token: { movement: FakeTokenMovement } };
}

/** The configured movement actions (core's and the system's). */
export function tokenMovement(): FakeTokenMovement {
  return (globalThis as unknown as ConfigHost).CONFIG.Token.movement;
}

/** An action as `BaseToken`'s schema and `TokenDocument#move` accept it; anything else throws as they do. */
export function validMovementAction(action: string): string {
  if (!(action in tokenMovement().actions)) {
    throw new Error(`TokenData validation errors: movementAction: ${action} is not a valid choice`);
  }
  return action;
}
