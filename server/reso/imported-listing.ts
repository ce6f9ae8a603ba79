import type { HistoryRow, ListingRow } from '../data/generator/listing-rows';

/**
 * A `listings` row as the importer writes it: the generator's row, except that the street may be absent
 * (InternetAddressDisplayYN false, migration 007), the feed may have no remarks, and no price yet (a
 * Coming Soon listing, shown as 'No Price').
 */
export type ImportedListingRow = Omit<
  ListingRow,
  | 'street_number'
  | 'street_name'
  | 'address'
  | 'address_search'
  | 'public_remarks'
  | 'list_price'
  | 'original_list_price'
> & {
  list_price: number | null;
  original_list_price: number | null;
  street_number: string | null;
  street_name: string | null;
  address: string | null;
  address_search: string | null;
  public_remarks: string | null;
};

export interface ImportedMedia {
  img_order: number;
  media_url: string;
  long_description: string | null;
  /** MediaModificationTimestamp, else the listing's PhotosChangeTimestamp (migration 023). */
  media_modified_at: string | null;
}
export interface ImportedRoom {
  position: number;
  room_type: string;
  room_level: string | null;
  room_dimensions: string | null;
}
export interface ImportedOpenHouse {
  /** OpenHouseKey; null when the feed sent none (writeListingRows then derives one). */
  open_house_key: string | null;
  open_date: string;
  start_time: string | null;
  end_time: string | null;
  remarks: string | null;
}

/**
 * One mapped Property, ready to write once its ListingKeyNumeric is settled (the key is part of the url).
 * A child list is null when the page did not expand it: what is stored is then kept, not wiped.
 */
export interface ImportedListing {
  row: Omit<ImportedListingRow, 'listing_key_numeric' | 'url'>;
  /** The feed's ListingKeyNumeric, when it sent one. */
  feedKeyNumeric: number | null;
  media: ImportedMedia[] | null;
  rooms: ImportedRoom[] | null;
  openHouses: ImportedOpenHouse[] | null;
  /** Texas days of the feed's last price and status change, for the history (null: not sent). */
  priceChangedOn: string | null;
  statusChangedOn: string | null;
}

export type ImportedHistory = Omit<HistoryRow, 'listing_key_numeric'>;
