// Signs and verifies the provider's authTokens (ES256 JWTs) and publishes the public key as a JWKS.
// The key comes from SSO_SIGNING_KEY, else from SANDBOX_DATA_DIR/sso-key.json, else it is generated
// once and written there, so tokens handed out before a restart still verify after it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import { PrivateJwkSchema, type PrivateEcJwk, type SandboxConfig } from '../config';

const ALG = 'ES256';
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
/** An expired token can still be refreshed this long after its expiry. */
export const REFRESH_GRACE_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  email: string;
}

export class TokenService {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    private readonly publicJwk: JWK,
    private readonly issuer: string,
    private readonly audience: string,
  ) {}

  static async create(config: SandboxConfig): Promise<TokenService> {
    const jwk = config.SSO_SIGNING_KEY ?? (await loadOrCreateKeyFile(config.SANDBOX_DATA_DIR));
    const { d: _d, kid: givenKid, ...publicPart } = jwk;
    const kid = givenKid ?? (await calculateJwkThumbprint(publicPart));
    const privateKey = await importJWK({ ...jwk, alg: ALG }, ALG);
    const publicKey = await importJWK({ ...publicPart, alg: ALG }, ALG);
    if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array) {
      throw new Error('SSO signing key must be an EC key');
    }
    const publicJwk: JWK = { ...publicPart, kid, alg: ALG, use: 'sig' };
    return new TokenService(privateKey, publicKey, publicJwk, config.SSO_ISSUER, config.SSO_AUDIENCE);
  }

  get jwks(): JSONWebKeySet {
    return { keys: [this.publicJwk] };
  }

  /** A fresh 12-hour authToken for a profile. */
  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ email: claims.email })
      .setProtectedHeader({ alg: ALG, kid: this.publicJwk.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(this.privateKey);
  }

  /**
   * Verifies signature, issuer and audience, accepting a token that expired less than
   * REFRESH_GRACE_SECONDS ago. Returns undefined for anything else.
   */
  async verifyForRefresh(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: [ALG],
        clockTolerance: REFRESH_GRACE_SECONDS,
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
      return { sub: payload.sub, email: payload.email };
    } catch {
      return undefined;
    }
  }
}

async function loadOrCreateKeyFile(dataDir: string): Promise<PrivateEcJwk> {
  const file = join(dataDir, 'sso-key.json');
  const existing = readKeyFile(file);
  if (existing) return existing;
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const { kty, crv, x, y, d } = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty, crv, x, y });
  const jwk = PrivateJwkSchema.parse({ kty, crv, x, y, d, kid });
  mkdirSync(dataDir, { recursive: true });
  // 'wx' fails if another process created the file meanwhile; then use theirs.
  try {
    writeFileSync(file, `${JSON.stringify(jwk, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const theirs = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readKeyFile(file) : undefined;
    if (theirs) return theirs;
    throw error;
  }
  return jwk;
}

function readKeyFile(file: string): PrivateEcJwk | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return PrivateJwkSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${file} is not a private ES256 JWK (delete it to generate a new key): ${String(error)}`);
  }
}
