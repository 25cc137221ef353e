import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { CarrierStandIn, sendXml, type StandInCall } from './carrier-stand-in-server';

/*
 * A local stand-in for OCA e-Pak's Oep_TrackEPak.asmx, answering ASP.NET
 * DataSets in XML as its documentation shows: Tarifar_Envio_Corporativo (a
 * row with Total and PlazoEntrega for a known CUIT and operativa, none
 * otherwise), GetCentrosImposicionConServiciosByCP (`<CentrosDeImposicion>` of
 * `<Centro>` elements, values padded with spaces, each with its services: 1
 * admits parcels, 2 hands them over), IngresoORMultiplesRetiros
 * (form fields usr, psw, xml_Datos: a Resumen and DetalleIngresos, or Errores)
 * Tracking_Pieza and GetPdfDeEtiquetasPorOrdenOrNumeroEnvio (a created
 * shipment's label: a PDF in base64 inside `<string>`). Prices: door $6.000 + $1.200 a started kilo, branch
 * $4.200 + $900 a kilo.
 */

export interface OcaAccount {
  username: string;
  password: string;
  cuit: string;
  accountNumber: string;
  doorOperativa: string;
  branchOperativa: string;
}

export interface OcaEvent {
  estado: string;
  suc: string;
  fecha: string;
}

const dataSet = (rows: string) =>
  `<DataSet xmlns="#Oca_e_Pak"><xs:schema id="NewDataSet"><xs:element name="Table"/></xs:schema><diffgr:diffgram xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><NewDataSet xmlns="">${rows}</NewDataSet></diffgr:diffgram></DataSet>`;
const table = (fields: Record<string, string | number>, index: number) =>
  `<Table diffgr:id="Table${index + 1}" msdata:rowOrder="${index}">${Object.entries(fields)
    .map(([k, v]) => `<${k}>${v}</${k}>`)
    .join('')}</Table>`;

const SERVICES: Record<number, string> = {
  1: 'Admisión de paquetes',
  2: 'Entrega de paquetes',
  3: 'Venta Estampillas',
};
/** A branch as e-Pak lists it: fixed-width fields padded with spaces, and the services it offers. */
const centre = (id: number, name: string, street: string, number: number, cp: number, services: number[]) =>
  `<Centro><IdCentroImposicion>${id}</IdCentroImposicion><Sigla>CBA</Sigla><Sucursal>${name.padEnd(30)}</Sucursal>` +
  `<Calle>${street.padEnd(30)}</Calle><Numero>${`${number} `}</Numero><Torre /><Piso /><Depto />` +
  `<Localidad>${'CORDOBA'.padEnd(25)}</Localidad><CodigoPostal>${`${cp}`.padEnd(8)}</CodigoPostal>` +
  `<Provincia>${'CORDOBA'.padEnd(30)}</Provincia><Telefono>0351-4000000</Telefono><TipoAgencia>Sucursal OCA</TipoAgencia>` +
  `<Servicios>${services.map((n) => `<Servicio><IdTipoServicio>${n}</IdTipoServicio><ServicioDesc>${SERVICES[n]}</ServicioDesc></Servicio>`).join('')}</Servicios></Centro>`;

export class OcaStandIn extends CarrierStandIn {
  readonly accounts: OcaAccount[] = [];
  /** Shipments by NumeroEnvio: the XML they came with and their events. */
  readonly shipments = new Map<string, { xml: string; events: OcaEvent[] }>();
  refuseShipment: string | null = null;
  private next = 1;

  account(name: string): OcaAccount {
    const n = this.accounts.length + 1;
    const account = {
      username: `${name}@epak.test`,
      password: `clave-oca-${randomUUID()}`,
      cuit: `30-7${String(n).padStart(7, '0')}-1`,
      accountNumber: `11175${n}/000`,
      doorOperativa: String(64_660 + n),
      branchOperativa: String(62_340 + n),
    };
    this.accounts.push(account);
    return account;
  }

  addEvents(numeroEnvio: string, events: OcaEvent[]): void {
    this.shipments.get(numeroEnvio)?.events.push(...events);
  }

  protected async answer(call: StandInCall, res: ServerResponse): Promise<void> {
    const name = call.path.split('/').pop();
    const q = call.query;
    if (name === 'Tarifar_Envio_Corporativo') {
      await this.slow();
      const account = this.accounts.find((a) => a.cuit === q.get('Cuit'));
      const operativa = q.get('Operativa');
      const door = account?.doorOperativa === operativa;
      if (!account || (!door && account.branchOperativa !== operativa)) return sendXml(res, 200, dataSet(''));
      const kilos = Math.ceil(Number(q.get('PesoTotal')));
      const total = door ? 6000 + 1200 * kilos : 4200 + 900 * kilos;
      return sendXml(
        res,
        200,
        dataSet(
          table(
            {
              Tarifador: 15,
              Precio: (total / 1.21).toFixed(2),
              Ambito: 'Nacional 1',
              PlazoEntrega: door ? 4 : 5,
              Adicional: 0,
              Total: total.toFixed(2),
            },
            0,
          ),
        ),
      );
    }
    if (name === 'GetCentrosImposicionConServiciosByCP') {
      const centres = q.get('CodigoPostal')?.startsWith('5')
        ? [
            centre(105, 'OCA Córdoba Centro', 'Bv. San Juan', 350, 5000, [1, 2]),
            centre(318, 'OCA Admisión Alta Córdoba', 'Av. Juan B. Justo', 2100, 5001, [1]),
            centre(231, 'OCA Cerro de las Rosas', 'Av. Rafael Núñez', 4200, 5009, [1, 2, 3]),
          ]
        : [];
      return sendXml(res, 200, `<CentrosDeImposicion xmlns="#Oca_e_Pak">${centres.join('')}</CentrosDeImposicion>`);
    }
    if (name === 'IngresoORMultiplesRetiros' && call.method === 'POST') {
      const form = new URLSearchParams(call.body);
      const account = this.accounts.find((a) => a.username === form.get('usr') && a.password === form.get('psw'));
      const refusal = !account ? 'Usuario o contraseña de e-Pak incorrectos' : this.refuseShipment;
      if (refusal)
        return sendXml(
          res,
          200,
          `<Resultado><Errores><Error><Descripcion>${refusal}</Descripcion></Error></Errores></Resultado>`,
        );
      const n = this.next++;
      const numero = `40000${String(n).padStart(10, '0')}`;
      this.shipments.set(numero, { xml: form.get('xml_Datos') ?? '', events: [] });
      return sendXml(
        res,
        200,
        `<Resultado><Resumen><CodigoOperacion>${9000 + n}</CodigoOperacion><CantidadRegistros>1</CantidadRegistros><CantidadIngresados>1</CantidadIngresados><CantidadRechazados>0</CantidadRechazados></Resumen><DetalleIngresos><Operativa>${account?.doorOperativa}</Operativa><OrdenRetiro>${70_000 + n}</OrdenRetiro><NumeroEnvio>${numero}</NumeroEnvio><Remito>1</Remito><Estado>Ingresado</Estado></DetalleIngresos></Resultado>`,
      );
    }
    if (name === 'GetPdfDeEtiquetasPorOrdenOrNumeroEnvio') {
      const numero = q.get('nroEnvio') ?? '';
      const pdf = this.shipments.has(numero) ? Buffer.from(`%PDF-1.4\n% Etiqueta OCA ${numero}\n%%EOF\n`) : null;
      return sendXml(res, 200, `<string xmlns="#Oca_e_Pak">${pdf?.toString('base64') ?? ''}</string>`);
    }
    if (name === 'Tracking_Pieza') {
      const shipment = this.shipments.get(q.get('Pieza') ?? '');
      const rows = (shipment?.events ?? []).map((e, i) =>
        table(
          {
            NumeroEnvio: q.get('Pieza') ?? '',
            Descripcion_Motivo: 'Sin Motivo',
            // As e-Pak writes them: the state followed by its branch, and the branch as "Suc: …".
            Desdcripcion_Estado: `${e.estado} - Suc: ${e.suc}`,
            SUC: `Suc: ${e.suc}`,
            fecha: e.fecha,
          },
          i,
        ),
      );
      return sendXml(res, 200, dataSet(rows.join('')));
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body>Not Found</body></html>');
  }
}
