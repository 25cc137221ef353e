/** Addresses of the public storefront API, shared with the server that preloads them. */
export { catalogueParams, publicApi } from '@vidriera/core';
