import { postalNumber } from '@vidriera/core';
import { z } from 'zod';
import { type CarrierClient, CarrierDown, CarrierRefusal, pesosToCents, type TrackingKind } from './carrier-client';
import { xmlBlocks, xmlEscape, xmlRows, xmlText } from './oca-xml';
import { ocaDate, ocaProvince, ocaToday } from './oca-values';

/*
 * OCA e-Pak's web service epak_tracking/Oep_TrackEPak.asmx (ADR 039), called
 * over HTTP: Tarifar_Envio_Corporativo (price and days for a CUIT's
 * operativa, weight in kg and volume in m³),
 * GetCentrosImposicionConServiciosByCP (the branches near a postal code,
 * `<Centro>` elements with their services), IngresoORMultiplesRetiros (a
 * shipment: the e-Pak user and password and the order as XML, provinces by
 * name and the pickup date as AAAAMMDD; it answers the pickup order and the
 * shipment number, or its errors), Tracking_Pieza (a piece's events) and
 * GetPdfDeEtiquetasPorOrdenOrNumeroEnvio (a shipment's label, a PDF in base64).
 * Answers are DataSets in XML (oca-xml.ts); an empty tariff means OCA does not
 * quote that CUIT, operativa or route.
 */

export interface OcaCredentials {
  username: string;
  password: string;
  cuit: string;
  accountNumber: string;
  doorOperativa: string;
  branchOperativa: string;
}

const number = z
  .string()
  .regex(/^-?\d+(?:[.,]\d+)?$/)
  .transform((v) => Number(v.replace(',', '.')));
const tariffRow = z.object({ Total: number, PlazoEntrega: z.string().regex(/^\d+$/).transform(Number) });
const branchRow = z.object({
  IdCentroImposicion: z.string().min(1),
  Sucursal: z.string(),
  Calle: z.string(),
  Numero: z.string().optional(),
  Localidad: z.string().optional(),
  CodigoPostal: z.string(),
});
const trackingRow = z.object({
  NumeroEnvio: z.string().optional(),
  Desdcripcion_Estado: z.string(),
  Descripcion_Motivo: z.string().optional(),
  SUC: z.string().optional(),
  fecha: z.string().transform(ocaDate).pipe(z.string()),
});

/** A branch that hands parcels to the shopper: its services include 2 ("Entrega de paquetes"), when it lists them. */
const delivers = (centre: string) => {
  const services = [...centre.matchAll(/<IdTipoServicio>\s*(\d+)\s*<\/IdTipoServicio>/g)].map((m) => m[1]);
  return services.length === 0 || services.includes('2');
};

async function get(call: string, url: string, init: RequestInit = {}): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    throw new CarrierDown(`OCA ${call}: ${(error as Error).name}`);
  }
  const text = await res.text();
  if (res.status >= 400 && res.status < 500)
    throw new CarrierRefusal(text.trim().slice(0, 300) || `OCA rechazó el pedido (${res.status}).`);
  if (!res.ok) throw new CarrierDown(`OCA ${call}: HTTP ${res.status}`);
  return text;
}

function rowsOf<S extends z.ZodType>(call: string, xml: string, schema: S, tag = 'Table'): z.output<S>[] {
  const parsed = z.array(schema).safeParse(xmlRows(xml, tag));
  if (!parsed.success) throw new CarrierDown(`OCA ${call}: respuesta inesperada`);
  return parsed.data;
}

const kindOf = (state: string): TrackingKind =>
  /entregad/i.test(state)
    ? 'delivered'
    : /tr.nsito|admisi|distribuci|ingres|retirad/i.test(state)
      ? 'in_transit'
      : 'other';

export const OCA_NOT_QUOTED = 'OCA no cotiza con ese CUIT y esa operativa. Revisa los datos de tu cuenta e-Pak.';
export const OCA_BRANCH_NOT_QUOTED = 'OCA no cotiza con la operativa a sucursal. Revisa ese número en tu cuenta e-Pak.';

const LABEL_TIMEOUT_MS = 10_000;

/**
 * The label of a created shipment, from the link kept with it (built by `createShipment` on `OCA_API_URL`): e-Pak
 * answers the PDF in base64 inside an XML `<string>`; anything else is the carrier not answering as documented.
 */
export async function ocaLabelPdf(labelUrl: string): Promise<Buffer> {
  const call = 'GetPdfDeEtiquetasPorOrdenOrNumeroEnvio';
  const xml = await get(call, labelUrl, { signal: AbortSignal.timeout(LABEL_TIMEOUT_MS) });
  const pdf = Buffer.from((xmlText(xml, 'string') ?? '').replace(/\s+/g, ''), 'base64');
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new CarrierDown(`OCA ${call}: respuesta inesperada`);
  return pdf;
}

export function ocaClient(baseUrl: string, credentials: OcaCredentials): CarrierClient {
  const tariff = async (
    operativa: string,
    from: string,
    to: string,
    weightGrams: number,
    volumeM3: number,
    signal?: AbortSignal,
  ) => {
    const query = new URLSearchParams({
      PesoTotal: String(weightGrams / 1000),
      VolumenTotal: volumeM3.toFixed(6),
      CodigoPostalOrigen: String(postalNumber(from)),
      CodigoPostalDestino: String(postalNumber(to)),
      CantidadPaquetes: '1',
      ValorDeclarado: '0',
      Cuit: credentials.cuit,
      Operativa: operativa,
    });
    const xml = await get('Tarifar_Envio_Corporativo', `${baseUrl}/Tarifar_Envio_Corporativo?${query}`, {
      signal: signal ?? null,
    });
    const [row] = rowsOf('Tarifar_Envio_Corporativo', xml, tariffRow);
    return row;
  };
  return {
    // e-Pak has no call that proves the user and password without creating a pickup order: a tariff for each
    // operativa proves the CUIT and both operativas; the password is proven by the first shipment (ADR 039).
    async accountName() {
      const [door, branch] = await Promise.all([
        tariff(credentials.doorOperativa, '1000', '1000', 1000, 0.001),
        tariff(credentials.branchOperativa, '1000', '1000', 1000, 0.001),
      ]);
      if (!door) throw new CarrierRefusal(OCA_NOT_QUOTED);
      if (!branch) throw new CarrierRefusal(OCA_BRANCH_NOT_QUOTED);
      return `CUIT ${credentials.cuit}`;
    },
    async quote(origin, to, pkg, signal) {
      const volume = (pkg.heightCm * pkg.widthCm * pkg.lengthCm) / 1_000_000;
      const [door, branch, centres] = await Promise.all([
        tariff(credentials.doorOperativa, origin.postalCode, to.postalCode, pkg.weightGrams, volume, signal),
        tariff(credentials.branchOperativa, origin.postalCode, to.postalCode, pkg.weightGrams, volume, signal),
        get(
          'GetCentrosImposicionConServiciosByCP',
          `${baseUrl}/GetCentrosImposicionConServiciosByCP?CodigoPostal=${postalNumber(to.postalCode)}`,
          { signal: signal ?? null },
        ),
      ]);
      const rates = [
        ...(door
          ? [
              {
                service: 'door' as const,
                priceCents: pesosToCents(door.Total),
                days: { min: door.PlazoEntrega, max: door.PlazoEntrega },
              },
            ]
          : []),
        ...(branch
          ? [
              {
                service: 'branch' as const,
                priceCents: pesosToCents(branch.Total),
                days: { min: branch.PlazoEntrega, max: branch.PlazoEntrega },
              },
            ]
          : []),
      ];
      // Its branches are <Centro> elements (not DataSet rows), each with the services it offers.
      const delivering = xmlBlocks(centres, 'Centro')
        .filter(delivers)
        .map((c) => `<Centro>${c}</Centro>`)
        .join('');
      const branches = rowsOf('GetCentrosImposicionConServiciosByCP', delivering, branchRow, 'Centro')
        .slice(0, 5)
        .map((c) => ({
          code: c.IdCentroImposicion,
          name: c.Sucursal,
          address: [`${c.Calle} ${c.Numero ?? ''}`.trim(), c.Localidad].filter(Boolean).join(', '),
          postalCode: c.CodigoPostal,
        }));
      return { rates, branches };
    },
    async createShipment(request) {
      const { address: a, origin, recipient, package: pkg } = request;
      const [surname, ...names] = recipient.name.split(' ').reverse();
      const xml = `<?xml version="1.0" encoding="iso-8859-1" standalone="yes"?>
<ROWS><cabecera ver="2.0" nrocuenta="${xmlEscape(credentials.accountNumber)}" />
<origenes><origen calle="${xmlEscape(origin.street)}" nro="${xmlEscape(origin.number)}" piso="" depto="" cp="${postalNumber(origin.postalCode)}" localidad="${xmlEscape(origin.city)}" provincia="${xmlEscape(ocaProvince(origin.province))}" contacto="" email="" solicitante="" observaciones="" centrocosto="0" idfranjahoraria="1" idcentroimposicionorigen="0" fecha="${ocaToday()}">
<envios><envio idoperativa="${request.service === 'door' ? credentials.doorOperativa : credentials.branchOperativa}" nroremito="${xmlEscape(request.orderNumber)}">
<destinatario apellido="${xmlEscape(surname ?? '')}" nombre="${xmlEscape(names.reverse().join(' '))}" calle="${xmlEscape(a.street)}" nro="${xmlEscape(a.number)}" piso="${xmlEscape(a.unit ?? '')}" depto="" localidad="${xmlEscape(a.city)}" provincia="${xmlEscape(ocaProvince(a.province))}" cp="${postalNumber(a.postalCode)}" telefono="${xmlEscape(recipient.phone)}" email="${xmlEscape(recipient.email ?? '')}" idci="${request.service === 'branch' ? xmlEscape(request.branchCode ?? '') : '0'}" celular="${xmlEscape(recipient.phone)}" observaciones="" />
<paquetes><paquete alto="${pkg.heightCm}" ancho="${pkg.widthCm}" largo="${pkg.lengthCm}" peso="${pkg.weightGrams / 1000}" valor="${request.declaredCents / 100}" cant="1" /></paquetes>
</envio></envios></origen></origenes></ROWS>`;
      const body = new URLSearchParams({
        usr: credentials.username,
        psw: credentials.password,
        xml_Datos: xml,
        ConfirmarRetiro: 'true',
        ArchivoCliente: '',
        ArchivoProceso: '',
      });
      const answer = await get('IngresoORMultiplesRetiros', `${baseUrl}/IngresoORMultiplesRetiros`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      const error = xmlText(answer, 'Descripcion') ?? xmlText(answer, 'Error');
      if (error) throw new CarrierRefusal(error);
      const detail = z
        .object({ OrdenRetiro: z.string().min(1), NumeroEnvio: z.string().min(1) })
        .safeParse(xmlRows(answer, 'DetalleIngresos')[0]);
      if (!detail.success) throw new CarrierDown('OCA IngresoORMultiplesRetiros: respuesta inesperada');
      const { OrdenRetiro, NumeroEnvio } = detail.data;
      return {
        carrierNumber: OrdenRetiro,
        trackingCode: NumeroEnvio,
        labelUrl: `${baseUrl}/GetPdfDeEtiquetasPorOrdenOrNumeroEnvio?idOrdenRetiro=${encodeURIComponent(OrdenRetiro)}&nroEnvio=${encodeURIComponent(NumeroEnvio)}&logisticaInversa=false`,
      };
    },
    async track(shipment) {
      const piece = shipment.trackingCode ?? shipment.carrierNumber;
      const query = new URLSearchParams({ Pieza: piece, NroDocumentoCliente: '', Cuit: credentials.cuit });
      const xml = await get('Tracking_Pieza', `${baseUrl}/Tracking_Pieza?${query}`);
      return {
        trackingCode: piece,
        // e-Pak writes "Entregado - Suc: ZAPALA" and "Suc: ZAPALA": the state and the branch, each once.
        events: rowsOf('Tracking_Pieza', xml, trackingRow).map((r) => ({
          at: r.fecha,
          description: r.Desdcripcion_Estado.replace(/\s+-\s+Suc:.*$/i, '').trim(),
          place: r.SUC?.replace(/^Suc:\s*/i, '').trim() || null,
          kind: kindOf(r.Desdcripcion_Estado),
        })),
      };
    },
  };
}
