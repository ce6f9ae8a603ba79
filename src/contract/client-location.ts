import * as v from 'valibot';
import { latLngSchema } from './area-info';
import { itemEnvelope } from './item-envelope';
import { wireTextSchema } from './wire-text';

/**
 * Path parameters of GET /api/clientLocation/{ip}. The server locates the request's own address (DESIGN
 * rulings: the browser never asks a third-party IP service), so the widget sends 'me'; an explicit IP is
 * accepted for older clients and ignored.
 */
export const clientLocationParamsSchema = v.object({
  ip: v.union([v.literal('me'), v.pipe(v.string(), v.ip())], "Expected 'me' or an IP address"),
});

/**
 * Response of GET /api/clientLocation/{ip}: `{ data: { Metro, subdomain, center } }`, the metro the
 * visitor is probably in; the default metro (Austin) when the server cannot tell.
 */
export const clientLocationResponseSchema = itemEnvelope(
  v.object({
    Metro: wireTextSchema,
    subdomain: wireTextSchema,
    center: latLngSchema,
  }),
);

export type ClientLocationResponse = v.InferOutput<typeof clientLocationResponseSchema>;
