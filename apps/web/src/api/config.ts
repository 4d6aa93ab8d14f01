import { getMerchantId, setMerchantId } from './session';

/** What the server serves at /config.json for the console. */
export interface ConsoleConfig {
  merchantId: number | null;
  /** The console's OAuth client: public, so it has no secret. */
  clientId: string;
}

let pending: Promise<ConsoleConfig> | null = null;

/** Reads /config.json once per page; stores its merchant id when none is stored yet (spec §2.1). */
export function loadConfig(): Promise<ConsoleConfig> {
  pending ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`/config.json: HTTP ${res.status}`);
      const config = (await res.json()) as ConsoleConfig;
      if (!getMerchantId() && config.merchantId != null) setMerchantId(config.merchantId);
      return config;
    })
    .catch((error: unknown) => {
      pending = null; // a later call tries again
      throw error;
    });
  return pending;
}
