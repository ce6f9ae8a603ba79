import * as v from 'valibot';
import { resoFields as f } from './reso-fields';

/** An Office record (RESO DD 2.0). Offices carry no coordinates: the ZIP code's centre is used. */
export const resoOfficeSchema = v.object({
  OfficeKey: f.required,
  OfficeMlsId: f.text,
  OfficeName: f.required,
  OfficeAddress1: f.required,
  OfficeAddress2: f.text,
  OfficeCity: f.required,
  OfficeStateOrProvince: f.text,
  OfficePostalCode: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{5}(?:-?\d{4})?$/, 'Expected a 5-digit ZIP code'),
  ),
  OfficePhone: f.requiredPhone,
  OfficeStatus: f.text,
});
