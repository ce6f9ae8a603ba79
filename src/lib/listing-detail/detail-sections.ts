import type { ListingDetail } from '../../contract';
import { formatBathrooms } from '../format/format-bathrooms';
import { formatDate } from '../format/format-date';
import { formatGarageSpaces } from '../format/format-garage-spaces';
import { formatLotSize, SQUARE_FEET_PER_ACRE } from '../format/format-lot-size';
import { formatNumber } from '../format/format-number';
import { formatPrice } from '../format/format-price';
import { formatPropertySubType } from '../format/format-property-sub-type';
import { formatPropertyType } from '../format/format-property-type';
import { formatSquareFeet } from '../format/format-square-feet';
import { formatState } from '../format/format-state';
import { formatStatus } from '../format/format-status';
import { formatValue } from '../format/format-value';
import type { Lang } from '../i18n/lang';
import type { MessageKey } from '../i18n/messages-en';
import { translate } from '../i18n/translate';
import { resoFieldLabel } from './reso-field-label';

/** One line of a detail section: a label and its formatted value. */
export interface DetailRow {
  readonly label: string;
  readonly value: string;
}

/** A titled table of facts in the detail modal. */
export interface DetailSection {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly DetailRow[];
}

type Value = string | number | boolean | null | undefined;

const present = (value: Value): boolean =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '') && value !== '';

/** The `details` group of the co-listing agent and office and the office phone, shown by ListingProvidedBy. */
export const PROVIDED_BY_GROUP = 'Listing Provided By';

// Groups of `details` (RESO extras) and the section each belongs to; unknown groups get their own.
const GROUP_SECTION: Record<string, string> = {
  'Property Facts': 'propertyFacts',
  'Pool, Waterfront and View': 'poolWaterfrontView',
  Parking: 'parking',
  'Lease Terms': 'leaseTerms',
  'Lot Features': 'lotFeatures',
  'Permitted Use': 'permittedUse',
  'Interior Features': 'interiorExteriorFeatures',
  'Exterior Features': 'interiorExteriorFeatures',
  Utilities: 'utilityInformation',
  'Utility Information': 'utilityInformation',
  HOA: 'hoaDetails',
  Tax: 'taxDetails',
  'Green Energy': 'greenEnergy',
  'Showing Information': 'showingInformation',
  Financial: 'financialMlsFacts',
  'Location/Area Details': 'locationAreaDetails',
};

// SPEC §2's order. Public Remarks, Rooms, History and the rest are components of their own.
const ORDER: readonly { id: string; title: MessageKey }[] = [
  { id: 'details', title: 'detail.section.details' },
  { id: 'propertyFacts', title: 'detail.section.propertyFacts' },
  { id: 'schoolInformation', title: 'detail.section.schoolInformation' },
  { id: 'lotFeatures', title: 'detail.section.lotFeatures' },
  { id: 'locationAreaDetails', title: 'detail.section.locationAreaDetails' },
  { id: 'permittedUse', title: 'detail.section.permittedUse' },
  { id: 'interiorExteriorFeatures', title: 'detail.section.interiorExteriorFeatures' },
  { id: 'poolWaterfrontView', title: 'detail.section.poolWaterfrontView' },
  { id: 'parking', title: 'detail.section.parking' },
  { id: 'utilityInformation', title: 'detail.section.utilityInformation' },
  { id: 'hoaDetails', title: 'detail.section.hoaDetails' },
  { id: 'taxDetails', title: 'detail.section.taxDetails' },
  { id: 'greenEnergy', title: 'detail.section.greenEnergy' },
  { id: 'showingInformation', title: 'detail.section.showingInformation' },
  { id: 'leaseTerms', title: 'detail.section.leaseTerms' },
  { id: 'financialMlsFacts', title: 'detail.section.financialMlsFacts' },
  { id: 'dataKeys', title: 'detail.section.dataKeys' },
];

/** The sections that sit before Public Remarks (SPEC §2 order); the rest follow the remarks. */
export const SECTIONS_BEFORE_REMARKS = new Set(['details', 'propertyFacts', 'schoolInformation']);

/**
 * The fact sections of a listing's detail (SPEC §2), in SPEC order, each with only the facts the
 * listing has: a missing fact is left out and a section with none is left out entirely (never shown
 * empty). Dates read month/day/year, a missing state 'TX'. Signed-in clients see the close price of a
 * sold listing (SPEC §6); anonymous visitors the list price only.
 */
export function detailSections(listing: ListingDetail, lang: Lang, signedIn: boolean): DetailSection[] {
  const t = (key: MessageKey) => translate(lang, key);
  const rows = new Map<string, DetailRow[]>();
  const add = (section: string, label: string, value: Value, format?: (v: never) => string) => {
    if (!present(value)) return;
    const text = format ? format(value as never) : formatValue(lang, value);
    rows.set(section, [...(rows.get(section) ?? []), { label, value: text }]);
  };
  const price = (value: number) => formatPrice(lang, value);
  const date = (value: string) => formatDate(lang, value);
  const number = (value: number) => formatNumber(lang, value);
  const l = listing;

  add('details', t('detail.field.status'), l.MlsStatus, (s: string) => formatStatus(lang, s));
  add(
    'details',
    t('detail.field.price'),
    signedIn && l.ClosePrice !== null ? l.ClosePrice : l.ListPrice,
    price,
  );
  if (l.OriginalListPrice !== l.ListPrice)
    add('details', t('detail.field.originalListPrice'), l.OriginalListPrice, price);
  add('details', t('detail.field.propertyType'), l.PropertyType, (s: string) => formatPropertyType(lang, s));
  add('details', t('detail.field.propertySubType'), l.PropertySubType, (s: string) =>
    formatPropertySubType(lang, s),
  );
  add('details', t('detail.field.daysOnMarket'), l.DOM, number);
  add('details', t('detail.field.openHouseDate'), l.OpenHouseDate, date);

  add('propertyFacts', t('detail.field.bedrooms'), l.BedroomsTotal, number);
  if (present(l.BathroomsFull) || present(l.BathroomsHalf)) {
    add(
      'propertyFacts',
      t('detail.field.bathrooms'),
      formatBathrooms(lang, l.BathroomsFull, l.BathroomsHalf),
    );
  }
  add('propertyFacts', t('detail.field.livingArea'), l.AboveGradeFinishedArea, (n: number) =>
    formatSquareFeet(lang, n),
  );
  add('propertyFacts', t('detail.field.lotSize'), l.LotSizeAcres, (n: number) =>
    formatLotSize(lang, n * SQUARE_FEET_PER_ACRE),
  );
  add('propertyFacts', t('detail.field.garageSpaces'), l.GarageSpaces, (n: number) =>
    formatGarageSpaces(lang, n),
  );
  add('propertyFacts', t('detail.field.yearBuilt'), l.YearBuilt);
  add('propertyFacts', t('detail.field.stories'), l.Stories);
  add('propertyFacts', t('detail.field.cooling'), l.Cooling);
  add('propertyFacts', t('detail.field.heating'), l.Heating);
  add('propertyFacts', t('detail.field.roof'), l.Roof);
  add('propertyFacts', t('detail.field.fireplaces'), l.FireplacesTotal);
  add('propertyFacts', t('detail.field.mainLevelBedrooms'), l.MainLevelBedrooms);
  add('propertyFacts', t('detail.field.directionFaces'), l.DirectionFaces);
  add('propertyFacts', t('detail.field.builderName'), l.BuilderName);

  add('schoolInformation', t('detail.field.elementarySchoolDistrict'), l.ElementarySchoolDistrict);
  add('schoolInformation', t('detail.field.elementarySchool'), l.ElementarySchool);
  add('schoolInformation', t('detail.field.middleSchool'), l.MiddleOrJuniorSchool);
  add('schoolInformation', t('detail.field.highSchool'), l.HighSchool);

  add('lotFeatures', t('detail.field.lotSizeSquareFeet'), l.LotSizeSquareFeet, number);

  add('locationAreaDetails', t('detail.field.address'), l.Address);
  add('locationAreaDetails', t('detail.field.unitNumber'), l.UnitNumber);
  add('locationAreaDetails', t('detail.field.city'), l.City);
  add('locationAreaDetails', t('detail.field.county'), l.CountyOrParish);
  add('locationAreaDetails', t('detail.field.state'), formatState(l.StateOrProvince));
  add('locationAreaDetails', t('detail.field.postalCode'), l.PostalCode);
  add('locationAreaDetails', t('detail.field.subdivision'), l.SubdivisionName);
  add('locationAreaDetails', t('detail.field.metro'), l.Metro);
  add('locationAreaDetails', t('detail.field.region'), l.Region);

  add('interiorExteriorFeatures', t('detail.field.accessibilityFeatures'), l.AccessibilityFeatures);

  add('hoaDetails', t('detail.field.associationName'), l.AssociationName);
  add('hoaDetails', t('detail.field.associationFee'), l.AssociationFee, price);
  add('hoaDetails', t('detail.field.associationFeeFrequency'), l.AssociationFeeFrequency);
  add('hoaDetails', t('detail.field.associationAmenities'), l.AssociationAmenities);
  add('hoaDetails', t('detail.field.associationFeeIncludes'), l.AssociationFeeIncludes);

  add('taxDetails', t('detail.field.taxAnnualAmount'), l.TaxAnnualAmount, price);
  add('taxDetails', t('detail.field.taxYear'), l.TaxYear);
  add('taxDetails', t('detail.field.taxLegalDescription'), l.TaxLegalDescription);

  add('financialMlsFacts', t('detail.field.listingContractDate'), l.ListingContractDate, date);
  add('financialMlsFacts', t('detail.field.expirationDate'), l.ExpirationDate, date);
  add('financialMlsFacts', t('detail.field.closeDate'), l.CloseDate, date);
  if (signedIn) add('financialMlsFacts', t('detail.field.closePrice'), l.ClosePrice, price);
  add('financialMlsFacts', t('detail.field.originatingSystem'), l.OriginatingSystemName);

  add('dataKeys', t('detail.field.mlsNumber'), l.MlsNum);
  add('dataKeys', t('detail.field.listingKey'), l.ListingKey);
  add('dataKeys', t('detail.field.listingKeyNumeric'), l.ListingKeyNumeric);

  const extra: { id: string; title: string }[] = [];
  for (const [group, fields] of Object.entries(l.details)) {
    // Attribution sits in 'Listing Provided By', beside the listing office (DESIGN rulings).
    if (group === PROVIDED_BY_GROUP) continue;
    const id = GROUP_SECTION[group] ?? `group-${group}`;
    if (!GROUP_SECTION[group] && !extra.some((section) => section.id === id))
      extra.push({ id, title: group });
    for (const [field, value] of Object.entries(fields)) add(id, resoFieldLabel(field, lang), value);
  }

  return [...ORDER.map(({ id, title }) => ({ id, title: t(title) })), ...extra]
    .map(({ id, title }) => ({ id, title, rows: rows.get(id) ?? [] }))
    .filter((section) => section.rows.length > 0);
}
