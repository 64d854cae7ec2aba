/** A carried item's data with its item id and name, as the rooms' derivations and attack flows read gear. */
export interface Named<T> {
  readonly id: string;
  readonly name: string;
  readonly data: T;
}
