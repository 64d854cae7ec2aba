/**
 * The `contest` spend option a spend may carry; the GM re-derives what it means: `metres`, how far a `move` walks
 * of this turn's free movement ("moving a number of meters up to their speed"). At most 9 a spend, the relay's bound
 * for any option: a longer walk is several spends.
 */
import type { SpendOptionSpec } from "../../../combat/room.ts";

export const METRES_OPTION: SpendOptionSpec = { id: "metres", max: 9 };

export const CONTEST_SPEND_OPTIONS: readonly SpendOptionSpec[] = [METRES_OPTION];
