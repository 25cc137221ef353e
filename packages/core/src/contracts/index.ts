export * from './common';
export * from './public';
export * from './account';
export * from './stores';
export * from './catalogue';
export * from './orders';
export * from './super-admin';
export * from './mercado-pago';
