/**
 * TRUST_PROXY: which proxies' X-Forwarded-For the server believes, so that login limits and the operation log see
 * the client's address (behind a proxy, without it, every client has the proxy's address and shares its limits).
 * Unset: none. A number: that many proxy hops in front of the server (`1` for one reverse proxy). Otherwise the
 * proxies' addresses or CIDR ranges, comma-separated. Never "every hop": a client could then name any address.
 */
export function trustProxyOf(value: string | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  const v = (value ?? '').trim();
  if (!v || v === '0') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
