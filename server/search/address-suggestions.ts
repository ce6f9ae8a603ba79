import type { AddressSuggestion } from '../db/queries/search-address-columns';
import { compareCodePoints } from './compare-code-points';
import type { IndexedListing } from './indexed-listing';
import { StringCodes } from './string-codes';

// Every status the listings screen can show is suggested; Closed ones rank after the others of their
// tier because a visitor typing an address mostly wants one that is for sale. Other MLS statuses
// (Expired, Withdrawn …) are never shown by the product, so they are never suggested either.
const OPEN = new Set(['Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending']);
const CLOSED = 'Closed';
/** The result panel's status flag; any other status suggested is under contract: red. */
const COLORS: Readonly<Record<string, string>> = { Active: 'green', ComingSoon: 'orange', Closed: 'gray' };
/**
 * Removals and insertions patched into built lists before they are built afresh instead (a rewritten
 * listing is one of each): a patch moves up to 100,000 references in each list it touches, about 0.1 ms;
 * building the lists for 100,000 listings takes about 250 ms.
 */
const PATCH_LIMIT = 500;
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * A suggestible listing: what its suggestion shows but the days on market, which depend on the day, and
 * what it is looked up and ordered by. One object per listing (100,000 of them), so nothing is kept twice.
 */
interface Entry extends Omit<AddressSuggestion, 'DOM'> {
  closed: boolean;
  /** address_search; null where the address may not be displayed (found by MLS number only). */
  search: string | null;
  /** address_search without its house number, as `substr(s, strpos(s, ' ') + 1)` reads it. */
  street: string | null;
  /** Neither text holds a surrogate, so JavaScript's own comparison orders them by code point. */
  plain: boolean;
  listDay: number;
  closeDay: number | null;
}

/** One order of the entries a prefix is looked up in. */
interface List {
  /** Which entries the list holds. */
  holds: (entry: Entry) => boolean;
  /** The text a prefix is matched against. */
  text: (entry: Entry) => string;
  compare: (a: Entry, b: Entry) => number;
  entries: Entry[];
}

/** Orders two entries' texts by code point, as `compareCodePoints` does, without its loop where it can. */
function compareTexts(a: Entry, b: Entry, x: string, y: string): number {
  if (a.plain && b.plain) return x < y ? -1 : x > y ? 1 : 0;
  return compareCodePoints(x, y);
}

const byKey = (a: Entry, b: Entry) => a.ListingKeyNumeric - b.ListingKeyNumeric;
const byAddress = (a: Entry, b: Entry) => compareTexts(a, b, a.search ?? '', b.search ?? '') || byKey(a, b);
const byStreet = (a: Entry, b: Entry) =>
  compareTexts(a, b, a.street ?? '', b.street ?? '') || byAddress(a, b);
const byMlsNum = (a: Entry, b: Entry) => compareTexts(a, b, a.MlsNum, b.MlsNum) || byKey(a, b);

/**
 * The address and MLS-number groups of the global search's suggestions, in memory: on PGlite every
 * statement waits for the one before it, and these two groups were three of the four a keystroke ran.
 *
 * Addresses are looked up in four lists, in the order suggestions rank: addresses starting with the
 * text ('1234 oak') of open listings, then of Closed ones, then street names starting with it ('oak
 * holl'), open then Closed; each sorted by the text it is matched on, then the address, then the key.
 * MLS numbers are one list in MLS-number order. A prefix is a binary search and a walk of at most the
 * limit. Lists are built on the first lookup; later changes are patched in, or, beyond a few hundred,
 * the lists are built again.
 */
export class AddressSuggestions {
  private readonly entries = new Map<number, Entry>();
  /** Undefined: to build on the next lookup. */
  private lists: { addresses: List[]; mlsNumbers: List } | undefined;
  private patches = 0;
  /** One copy of each city, state and system name across 100,000 entries, instead of one per listing. */
  private readonly names = new StringCodes();

  /** Adds the listing, or replaces what was kept under its key; a status never suggested removes it. */
  upsert(listing: IndexedListing): void {
    this.remove(listing.key);
    if (!OPEN.has(listing.status) && listing.status !== CLOSED) return;
    const entry = this.entryOf(listing);
    this.entries.set(entry.ListingKeyNumeric, entry);
    this.patch(entry, insert);
  }

  /** Forgets the listing with this key (nothing when there is none). */
  remove(key: number): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.patch(entry, removeFrom);
  }

  /**
   * Listings whose address starts with `key` (see `searchKey`), then those whose street name does, open
   * ones before Closed ones in each; at most `limit`. `today` (days since 1970-01-01) is the day days on
   * market count to.
   */
  addresses(key: string, limit: number, today: number): AddressSuggestion[] {
    if (key === '') return [];
    const found = new Map<number, AddressSuggestion>();
    for (const list of this.built().addresses) {
      // An address without a space ('mainstreet') is its own street name: it stays where it ranked first.
      for (const entry of withPrefix(list, key, limit)) {
        if (found.size === limit) break;
        if (!found.has(entry.ListingKeyNumeric))
          found.set(entry.ListingKeyNumeric, suggestionOf(entry, today));
      }
    }
    return [...found.values()];
  }

  /** Listings whose MLS number starts with `key`, upper-cased as the MLS writes them; at most `limit`. */
  mlsNumbers(key: string, limit: number, today: number): AddressSuggestion[] {
    // Texas MLS numbers are digits (a few systems prefix letters): text without any cannot start one.
    if (!/^\S*\d\S*$/.test(key)) return [];
    return withPrefix(this.built().mlsNumbers, key.toUpperCase(), limit).map((entry) =>
      suggestionOf(entry, today),
    );
  }

  /** Builds the lists now rather than on the first lookup. */
  prepare(): void {
    this.built();
  }

  private built(): { addresses: List[]; mlsNumbers: List } {
    if (this.lists) return this.lists;
    const entries = [...this.entries.values()];
    const list = (holds: List['holds'], text: List['text'], compare: List['compare']): List => ({
      holds,
      text,
      compare,
      entries: entries.filter(holds).sort(compare),
    });
    const open = (entry: Entry) => entry.search !== null && !entry.closed;
    const closed = (entry: Entry) => entry.search !== null && entry.closed;
    const address = (entry: Entry) => entry.search ?? '';
    const street = (entry: Entry) => entry.street ?? '';
    this.lists = {
      // In the order suggestions rank.
      addresses: [
        list(open, address, byAddress),
        list(closed, address, byAddress),
        list(open, street, byStreet),
        list(closed, street, byStreet),
      ],
      mlsNumbers: list(
        () => true,
        (entry) => entry.MlsNum,
        byMlsNum,
      ),
    };
    this.patches = 0;
    return this.lists;
  }

  /** Applies a change to built lists, or leaves them to be built again when that is cheaper. */
  private patch(entry: Entry, change: (list: List, entry: Entry) => void): void {
    if (this.lists === undefined) return;
    if (this.patches >= PATCH_LIMIT) {
      this.lists = undefined;
      return;
    }
    this.patches += 1;
    for (const list of [...this.lists.addresses, this.lists.mlsNumbers]) {
      if (list.holds(entry)) change(list, entry);
    }
  }

  private entryOf(listing: IndexedListing): Entry {
    const { suggested: s } = listing;
    // The copy the codes keep, the first one seen: equal names share one string.
    const name = (text: string) => this.names.stringOf(this.names.code(text));
    return {
      ListingKeyNumeric: listing.key,
      MlsNum: s.mlsNum,
      MlsStatus: name(listing.status),
      color: COLORS[listing.status] ?? 'red',
      subdomain: name(listing.places.city_subdomain ?? ''),
      url: s.url,
      Address: listing.address,
      City: name(s.city),
      StateOrProvince: name(s.stateOrProvince ?? 'TX'),
      PostalCode: name(listing.places.postal_code ?? ''),
      OriginatingSystemName: name(s.originatingSystem),
      PropertyType: name(listing.propertyType),
      closed: listing.status === CLOSED,
      search: s.addressSearch,
      street: s.addressSearch === null ? null : s.addressSearch.slice(s.addressSearch.indexOf(' ') + 1),
      plain: !SURROGATE.test(s.mlsNum) && !SURROGATE.test(s.addressSearch ?? ''),
      listDay: listing.listDay,
      closeDay: s.closeDay,
    };
  }
}

/** The suggestion of an entry: the contract's fields only. */
function suggestionOf(entry: Entry, today: number): AddressSuggestion {
  return {
    ListingKeyNumeric: entry.ListingKeyNumeric,
    MlsNum: entry.MlsNum,
    MlsStatus: entry.MlsStatus,
    color: entry.color,
    subdomain: entry.subdomain,
    url: entry.url,
    Address: entry.Address,
    City: entry.City,
    StateOrProvince: entry.StateOrProvince,
    PostalCode: entry.PostalCode,
    DOM: (entry.closeDay ?? today) - entry.listDay,
    OriginatingSystemName: entry.OriginatingSystemName,
    PropertyType: entry.PropertyType,
  };
}

/** Where `entry` stands in the list's order, or would stand. */
function positionOf(list: List, entry: Entry): number {
  const { entries, compare } = list;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(entries[middle] as Entry, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function insert(list: List, entry: Entry): void {
  list.entries.splice(positionOf(list, entry), 0, entry);
}

function removeFrom(list: List, entry: Entry): void {
  const at = positionOf(list, entry);
  if (list.entries[at] === entry) list.entries.splice(at, 1);
}

/** At most `limit` entries of the list whose text starts with `prefix`, in the list's order. */
function withPrefix(list: List, prefix: string, limit: number): Entry[] {
  const { entries, text } = list;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareCodePoints(text(entries[middle] as Entry), prefix) < 0) low = middle + 1;
    else high = middle;
  }
  const found: Entry[] = [];
  for (let i = low; i < entries.length && found.length < limit; i++) {
    const entry = entries[i] as Entry;
    if (!text(entry).startsWith(prefix)) break;
    found.push(entry);
  }
  return found;
}
