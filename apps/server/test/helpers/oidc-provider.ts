import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcPerson {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who "signs in" at the provider next; the interaction logs them in and consents at once. */
  person: OidcPerson;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  redirectUri: string;
  person: OidcPerson;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, standing in for Google.
 * Its login and consent screens are replaced by an interaction that signs in
 * `person` and grants what the client asked for, so a test drives the whole
 * authorization-code flow over HTTP without a browser.
 */
export async function startOidcProvider({ redirectUri, person }: OidcProviderOptions): Promise<LocalOidcProvider> {
  const clientId = 'vidriera-test';
  const clientSecret = 'secreto-del-cliente-de-prueba';
  const state: { provider?: Provider; person: OidcPerson } = { person };

  const server = createServer((req, res) => {
    const provider = state.provider;
    if (!provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      completeInteraction(provider, req, res, state.person).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  state.provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    cookies: { keys: ['clave-de-cookies-de-prueba'] },
    async findAccount(_ctx, sub) {
      const who = state.person;
      if (sub !== who.sub) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: who.email,
            email_verified: true,
            given_name: who.givenName,
            family_name: who.familyName,
            name: `${who.givenName} ${who.familyName}`,
          };
        },
      };
    },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    get person() {
      return state.person;
    },
    set person(next: OidcPerson) {
      state.person = next;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Login and consent, answered at once for `person`, through the provider's interaction API. */
async function completeInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, person: OidcPerson) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.sub } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id) });
  if (!grant) throw new Error('grant perdido');
  const missingScope = details.prompt.details.missingOIDCScope;
  if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '));
  const missingClaims = details.prompt.details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
