import { describe, expect, it } from 'vitest';
import { CARRIER_SETTINGS, carrierShopForFile } from './helpers/carrier-shop';

/**
 * Connecting a carrier in "Entregas" (docs/product/orders.md, "Envíos por transportista"): the credentials are
 * tried with the carrier's stand-in before anything is saved, sealed, and never come back in an answer or the log.
 */
const { t, correo, oca, log, openShop, connect, carrierShop } = carrierShopForFile();

describe('connecting a carrier', () => {
  it('shows each connected account by its public name and never a credential', async () => {
    const shop = await carrierShop();
    const res = await shop.owner.get('/api/carriers');
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.accounts).toEqual([
      { carrier: 'correo_argentino', account: correo.accounts.at(-1)?.customerId, connectedAt: expect.any(String) },
      { carrier: 'oca', account: `CUIT ${oca.accounts.at(-1)?.cuit}`, connectedAt: expect.any(String) },
    ]);
    expect(view.settings).toMatchObject(CARRIER_SETTINGS);
    const secrets = [
      correo.accounts.at(-1)?.apiPassword,
      correo.accounts.at(-1)?.password,
      oca.accounts.at(-1)?.password,
    ];
    const stored = await t.db.db.selectFrom('carrier_accounts').select('credentials_sealed').execute();
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(res.body).not.toContain(secret);
      expect(log.text).not.toContain(secret);
      expect(JSON.stringify(stored)).not.toContain(secret);
    }
  });

  it("refuses wrong credentials with the carrier's message and saves nothing", async () => {
    const shop = await openShop(5);
    const good = correo.account('equivocada');
    const res = await shop.owner.post('/api/carriers/accounts', {
      carrier: 'correo_argentino',
      apiUser: good.apiUser,
      apiPassword: 'otra-clave',
      email: good.email,
      password: good.password,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Correo Argentino rechazó los datos: Usuario o contraseña de la API incorrectos');
    const wrongLogin = await shop.owner.post('/api/carriers/accounts', {
      carrier: 'correo_argentino',
      apiUser: good.apiUser,
      apiPassword: good.apiPassword,
      email: good.email,
      password: 'no-es-esta',
    });
    expect(wrongLogin.statusCode).toBe(422);
    expect(wrongLogin.json().message).toContain('El usuario no existe o la contraseña es incorrecta');
    const ocaRes = await shop.owner.post('/api/carriers/accounts', {
      ...oca.account('otra'),
      carrier: 'oca',
      cuit: '20-99999999-9',
    });
    expect(ocaRes.statusCode).toBe(422);
    expect(ocaRes.json().message).toContain('OCA no cotiza con ese CUIT y esa operativa');
    const wrongBranch = await shop.owner.post('/api/carriers/accounts', {
      ...oca.account('sucursal'),
      carrier: 'oca',
      branchOperativa: '11111',
    });
    expect(wrongBranch.statusCode).toBe(422);
    expect(wrongBranch.json().message).toBe(
      'OCA rechazó los datos: OCA no cotiza con la operativa a sucursal. Revisa ese número en tu cuenta e-Pak.',
    );
    expect((await shop.owner.get('/api/carriers')).json().accounts).toEqual([]);
  });

  it('answers 503 when the carrier does not answer, and a bad form with a Spanish message', async () => {
    const shop = await openShop(5);
    correo.down = true;
    try {
      const res = await connect(shop, 'correo_argentino');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Correo Argentino no responde. Intenta de nuevo en un rato.');
    } finally {
      correo.down = false;
    }
    const badCuit = await shop.owner.post('/api/carriers/accounts', {
      ...oca.account('mal'),
      carrier: 'oca',
      cuit: '30123',
    });
    expect(badCuit.statusCode).toBe(422);
    expect(badCuit.json()).toMatchObject({ field: 'cuit', message: 'Escribe el CUIT como 30-12345678-9' });
    const badOrigin = await shop.owner.put('/api/carriers/settings', {
      ...CARRIER_SETTINGS,
      origin: { ...CARRIER_SETTINGS.origin, postalCode: 'X5000AAA' },
    });
    expect(badOrigin.statusCode).toBe(422);
    expect(badOrigin.json().field).toBe('origin.postalCode');
  });

  it('disconnecting forgets the credentials', async () => {
    const shop = await carrierShop();
    const res = await shop.owner.delete('/api/carriers/accounts/oca');
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts.map((a: { carrier: string }) => a.carrier)).toEqual(['correo_argentino']);
  });
});
