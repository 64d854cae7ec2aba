import { ATTACKS_PER_ROUND, FREE_ACTIONS_PER_ROUND } from "../../../../engine/rulesets/contest/economy/pools.ts";
import { integerField, textField } from "../../../data/fields.ts";

const { ArrayField, NumberField, StringField } = foundry.data.fields;

/**
 * `system` of a `contest-combatant`: what lasts a round or a turn (ARCHITECTURE.md decision 6). `ap`: "At the
 * beginning of a each round, all characters gain 3 Action Points" (a combatant joining mid-round has 3, rules page
 * decision 3); `movement`: metres left of this turn's free movement (may be fractional after crawling while Prone);
 * `attacks` and `freeActions`: used this round ("twice per round", "one free action per round"); `reactions`: the
 * triggers reacted to this round (one reaction per trigger, decision 4); `feint`: the feinted target's combatant id,
 * blank for none; `turnsStarted` counts this combatant's turns (the surprised lose their first).
 */
const defineSchema = () => ({
  ap: integerField(3, 0, 3),
  movement: new NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
  attacks: integerField(0, 0, ATTACKS_PER_ROUND),
  freeActions: integerField(0, 0, FREE_ACTIONS_PER_ROUND),
  reactions: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
  feint: textField(),
  turnsStarted: integerField(0),
});
export type ContestCombatantSchema = ReturnType<typeof defineSchema>;

export class ContestCombatantModel extends foundry.abstract.TypeDataModel<
  ContestCombatantSchema,
  Combatant.Implementation
> {
  static override defineSchema(): ContestCombatantSchema {
    return defineSchema();
  }
}
