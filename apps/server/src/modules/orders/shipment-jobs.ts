import type { FastifyBaseLogger } from 'fastify';
import { handleJob, type JobEntry } from '../jobs/define-job';
import type { CarrierDeps } from '../carriers/carrier-accounts';
import { CREATE_SHIPMENT, createShipment } from './shipments';
import { TRACK_SHIPMENTS, trackShipments } from './shipment-tracking';

/** Carrier shipments' background work (ADR 039): making a shipment, and following them every CARRIER_TRACKING_INTERVAL. */
export function shipmentJobs(
  deps: CarrierDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  trackEverySeconds: number,
): JobEntry[] {
  return [
    handleJob(CREATE_SHIPMENT, (job) => createShipment(deps, job.payload)),
    handleJob(TRACK_SHIPMENTS, () => trackShipments(deps, log), { everySeconds: trackEverySeconds }),
  ];
}
