import { OAUTH_PUBLIC_KEY_PATH, OAUTH_TOKEN_PATH, passwordPlaintext, type OAuthErrorReply, type OAuthTokenReply, type PublicKeyReply } from '@canteen/contract';
import { loadConfig } from './config';
import { LoginError } from './errors';
import { sessionHeaders, transport, withLoading } from './request';
import { encryptRsaOaep } from './rsa';
import { setMerchantId, setToken } from './session';

let publicKey: Promise<PublicKeyReply> | null = null;

function fetchPublicKey(): Promise<PublicKeyReply> {
  publicKey ??= fetch(OAUTH_PUBLIC_KEY_PATH, { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${OAUTH_PUBLIC_KEY_PATH}: HTTP ${res.status}`);
      return (await res.json()) as PublicKeyReply;
    })
    .catch((error: unknown) => {
      publicKey = null;
      throw error;
    });
  return publicKey;
}

/**
 * Encrypts a password with the server's RSA-OAEP public key (fetched once) before it is sent (spec §5), beside the
 * time and a fresh nonce: the server takes each ciphertext once, so one captured on the way cannot log in again.
 */
export async function encryptPassword(plain: string): Promise<string> {
  const key = await fetchPublicKey();
  return encryptRsaOaep(key.spki, passwordPlaintext(plain));
}

/**
 * OAuth2 password login (DESIGN §4): form body, Basic client credentials, role 'manager'.
 * Stores the token and the merchant id; a refusal rejects with LoginError.
 */
export function login(username: string, password: string): Promise<OAuthTokenReply> {
  return withLoading({}, async () => {
    const res = await transport({}, async () => {
      const [{ clientId }, encrypted] = await Promise.all([loadConfig(), encryptPassword(password)]);
      const body = new URLSearchParams({
        username,
        password: encrypted,
        scope: 'server',
        grant_type: 'password',
        role: 'manager',
      });
      const headers = sessionHeaders();
      delete headers.Authorization; // replaced by the client credentials
      return [
        OAUTH_TOKEN_PATH,
        {
          method: 'POST',
          // Same origin: the browser keeps the login's device cookie and sends it back (docs/SECURITY.md).
          credentials: 'same-origin',
          headers: {
            ...headers,
            // A public client (DESIGN §4): the id without a secret.
            Authorization: `Basic ${btoa(`${clientId}:`)}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body,
        },
      ];
    });
    const reply = (await res.json().catch(() => ({}))) as Partial<OAuthTokenReply & OAuthErrorReply>;
    if (!res.ok || !reply.access_token) {
      // The key may have been rotated since it was fetched: fetch it again next time.
      publicKey = null;
      throw new LoginError(reply.error ?? 'server_error', reply.error_description ?? '');
    }
    setToken(reply.access_token, reply.sign_key ?? '');
    if (reply.merchant_id != null) setMerchantId(reply.merchant_id);
    return reply as OAuthTokenReply;
  });
}
