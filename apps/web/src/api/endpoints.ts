import { endpointById, type AnyEndpoint, type EndpointId } from '@canteen/contract';

/** The catalogue entry of an endpoint id; an unknown id is a programming error, caught at once. */
export function endpointOf(id: EndpointId): AnyEndpoint {
  const found = endpointById.get(id);
  if (!found) throw new Error(`Unknown endpoint ${id}`);
  return found;
}
