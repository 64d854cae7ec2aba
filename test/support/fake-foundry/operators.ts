/**
 * v14's data field operators (foundryvtt.com/api/v14/modules/foundry.data.operators.html): an instance of
 * `ForcedDeletion` as the value of a key in update data deletes that key; core also offers a shared instance as the
 * global `_del`. v13 has neither (its deletion is the `-=key` form), so the fake installs them in v14 mode only.
 */
export class ForcedDeletion {}

export interface DataOperators {
  ForcedDeletion: typeof ForcedDeletion;
}
