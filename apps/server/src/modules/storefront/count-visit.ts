import { matchStoreRoute, NOT_A_VISITOR, type StoreLocation, trafficSourceOf } from '@vidriera/core';
import type { FastifyRequest } from 'fastify';
import type { Visitor, VisitLog } from '../../shared/visit-log';

/** Who asked, as the visit recorder tells visitors apart; null for a link preview or a crawler (no visit). */
export function visitorOf(request: FastifyRequest): Visitor | null {
  const userAgent = request.headers['user-agent'] ?? '';
  if (!userAgent || NOT_A_VISITOR.test(userAgent)) return null;
  return { ip: request.ip, userAgent };
}

/**
 * A store page seen, for the owner's statistics (docs/product/statistics.md): counted in memory by the visit
 * recorder (shared/visit-log.ts), a kept page too; no statement on the page's path. The order page is no visit.
 */
export function countVisit(
  visits: VisitLog,
  request: FastifyRequest,
  storeId: string,
  location: StoreLocation,
  search: string,
): void {
  if (request.method !== 'GET') return;
  const route = matchStoreRoute(location.path)?.route;
  if (!route || route === 'order') return;
  const visitor = visitorOf(request);
  if (!visitor) return;
  const source = trafficSourceOf(new URLSearchParams(search), request.headers.referer, request.host);
  visits.page(storeId, visitor, route === 'product' ? 'product' : 'page', source);
}
