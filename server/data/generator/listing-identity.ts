import { slugify } from '../geography/slugify';
import { type PhotoSubject, subjectKey } from '../photos/photo-scene';
import { mixSeed } from './create-rng';

// Multiplying the index by a number coprime with the modulus permutes 0…modulus-1: unique keys that look
// random, with no set of used keys to remember.
const keyBases = 2_249_999;
const keyStep = 1_299_709;
const mlsSpace = 89_999_999;
const mlsStep = 7_368_787;
const keyPrefixes: Readonly<Record<string, string>> = {
  ACTRIS: 'ACT',
  HAR: 'HAR',
  NTREIS: 'NTR',
  SABOR: 'SAB',
};

/** Identifiers of listing `index` for a given seed; unique for up to 2.25 million listings. */
export const listingIdentity = {
  /** Seven-digit ListingKeyNumeric carrying the photo subject (see `subjectKey`). */
  keyNumeric(index: number, seed: number, subject: PhotoSubject): number {
    const base = 250_000 + ((index * keyStep + (mixSeed(seed, 1) % keyBases)) % keyBases);
    return subjectKey(base, subject, index % 2 === 1);
  },
  /** Eight-digit MLS number, a different permutation so it does not echo the key. */
  mlsNum(index: number, seed: number): string {
    return String(10_000_000 + ((index * mlsStep + (mixSeed(seed, 2) % mlsSpace)) % mlsSpace));
  },
  /** RESO-style ListingKey: the originating system's prefix and the numeric key. */
  listingKey(keyNumeric: number, system: string): string {
    return `${keyPrefixes[system] ?? 'TXM'}${keyNumeric}`;
  },
  /** '1234-oak-hollow-dr-austin-tx-78704-4821937.html' */
  url(address: string, city: string, postalCode: string, keyNumeric: number): string {
    return `${slugify(`${address} ${city} tx ${postalCode} ${keyNumeric}`)}.html`;
  },
};
