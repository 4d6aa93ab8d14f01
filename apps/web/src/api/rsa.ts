/** RSA-OAEP with SHA-256 (for both the digest and MGF1) over the server's SPKI public key; returns base64. */

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export async function encryptWithWebCrypto(spkiBase64: string, plain: string, subtle: SubtleCrypto): Promise<string> {
  const key = await subtle.importKey('spki', base64ToBytes(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return bytesToBase64(new Uint8Array(cipher));
}

/** For pages served over plain HTTP on intranet hosts, where browsers offer no crypto.subtle. Loaded only then. */
export async function encryptWithForge(spkiBase64: string, plain: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  const publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(spkiBase64)));
  const cipher = publicKey.encrypt(forge.util.encodeUtf8(plain), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
}

/** WebCrypto when the page has it, else node-forge. */
export function encryptRsaOaep(spkiBase64: string, plain: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  return subtle ? encryptWithWebCrypto(spkiBase64, plain, subtle) : encryptWithForge(spkiBase64, plain);
}
