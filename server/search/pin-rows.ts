/**
 * The matching listings of a pins query, column by column; coordinates in millionths of a degree. Rows at
 * one coordinate are neighbours. Statuses and streets are numbers of the index's dictionaries.
 */
export interface PinRows {
  length: number;
  lat: Int32Array;
  lng: Int32Array;
  key: Float64Array;
  /** NaN where the listing has no price. */
  price: Float64Array;
  status: Int32Array;
  /** The street line in its parts (see `splitPinAddress`); street -1 where it may not be displayed. */
  house: string[];
  street: Int32Array;
  unit: string[];
  statusName: (code: number) => string;
  streetName: (code: number) => string;
}
