import { MOMENTUM_ACTION_IDS } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import { choiceField, flagField, integerField, textField } from "../../../data/fields.ts";
import { CINEMATIC_ROLES } from "./cinematic-roles.ts";

const { NumberField, SchemaField } = foundry.data.fields;

/**
 * `system` of a `momentum-combatant`: what lasts a turn or a round (ARCHITECTURE.md decision 6), the engine's
 * `MomentumCombatantState`. AP ("three Action Points (AP) during their turn"), RP ("two Reaction Points (RP) for the
 * whole round"), movement in metres (Basic Movement, Move, Sprint) and the weapon attacks the Attack action granted;
 * the free Interact/Switch Weapons use; what was spent this turn and round (a Cinematic Burst reads it); the held
 * action with its trigger (`action` blank: none); the GM's marks for the order: surprised ("they act at the end of
 * the first round") and the rank among tied Initiatives ("If two creatures have the same Initiative, the GM decides
 * who goes first": higher first, 0 for no pick); the space it leans towards out of full cover, as a step of at most
 * one grid space (0, 0: not leaning; rules page decision 125). Vitality, WP and Narrative Momentum stay on the Actor.
 */
const defineSchema = () => ({
  ap: integerField(0),
  rp: integerField(0),
  movement: integerField(0),
  attacks: integerField(0),
  /** Uses of the free Interact with Target / Switch Weapons this turn (one allowed). */
  freeInteraction: integerField(0, 0, 1),
  apSpentThisTurn: integerField(0),
  rpSpentThisRound: integerField(0),
  held: new SchemaField({
    action: new foundry.data.fields.StringField({
      required: true,
      nullable: true,
      blank: false,
      choices: [...MOMENTUM_ACTION_IDS],
      initial: null,
    }),
    trigger: textField(),
    ap: integerField(0, 0, 3),
    round: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    /**
     * The consumable a held Use Item names, used when it fires (blank: none; rules page decision 126), or the Ability a
     * held Use Ability names (decision 155).
     */
    item: textField(),
    /** The ally's combatant id a held Switch Places names, asked when it fires (blank: none; decision 154). */
    ally: textField(),
  }),
  lean: new SchemaField({ dx: integerField(0, -1, 1), dy: integerField(0, -1, 1) }),
  surprised: flagField(),
  tieRank: integerField(0),
  /** The union it acts in from the next round's start (blank: none): "Two or more allies can decide to act as a union". */
  union: textField(),
  /**
   * The WP its latest Ability use paid and the Ability's item id (blank: nothing to give back): the card's Undo gives
   * it back once (rules page decision 100).
   */
  wpPaid: new SchemaField({ item: textField(), wp: integerField(0) }),
  /**
   * The Cinematic it paid in `round` and its Skill Check (role "none": none): "Should the GM agree, you must then make a
   * Skill Check determined by the GM"; a participant names the lead it joined (`lead`, a combatant id; the lead its
   * own). Rules page decision 142.
   */
  cinematic: new SchemaField({
    role: choiceField(CINEMATIC_ROLES, "none"),
    lead: textField(),
    round: integerField(0),
    rolled: flagField(),
    success: flagField(),
    critical: flagField(),
  }),
});
export type MomentumCombatantSchema = ReturnType<typeof defineSchema>;

export class MomentumCombatantModel extends foundry.abstract.TypeDataModel<
  MomentumCombatantSchema,
  Combatant.Implementation
> {
  static override defineSchema(): MomentumCombatantSchema {
    return defineSchema();
  }
}
