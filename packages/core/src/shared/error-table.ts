import { GENERIC_ERROR_MESSAGE } from './generic-error';

/**
 * Every refusal the API answers with, once: its code, its HTTP status and the
 * Spanish message shown when the place that refuses has nothing more precise
 * to say (most do: "Solo hay 2 unidades disponibles…"). The server throws
 * them by code (`apiError` in apps/server/src/shared/app-error.ts), so a
 * code's status is decided here and nowhere else; the answer's body stays
 * `{ code, message, field? }` (apiErrorSchema).
 */
export const API_ERRORS = {
  BAD_REQUEST: { status: 400, message: 'La solicitud no es válida.' },
  INVALID_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud no es un JSON válido.' },
  MALFORMED_UPLOAD: { status: 400, message: 'El archivo no llegó completo. Intenta subirlo de nuevo.' },
  UNAUTHORIZED: { status: 401, message: 'Tienes que iniciar sesión.' },
  INVALID_SIGNATURE: { status: 401, message: 'La firma de la notificación no es válida.' },
  FORBIDDEN: { status: 403, message: 'No tienes permiso para hacer esto.' },
  TWO_FACTOR_REQUIRED: {
    status: 403,
    message: 'Activa la verificación en dos pasos para entrar al panel de super administrador.',
  },
  SECOND_FACTOR_REQUIRED: { status: 403, message: 'Ingresa el código de tu app de autenticación para continuar.' },
  RECENT_SIGN_IN_REQUIRED: { status: 403, message: 'Vuelve a iniciar sesión para hacer este cambio.' },
  INVALID_ORIGIN: { status: 403, message: 'Origen de la solicitud no permitido.' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Esta tienda no toma pedidos desde este sitio.' },
  NOT_A_NAVIGATION: { status: 403, message: 'Abre el enlace desde tu correo.' },
  NOT_FOUND: { status: 404, message: 'No encontramos lo que buscas.' },
  NO_STORE: { status: 404, message: 'No se encontró tu tienda.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Método no permitido.' },
  NOT_ACCEPTABLE: { status: 406, message: 'Formato de respuesta no disponible.' },
  INSUFFICIENT_STOCK: { status: 409, message: 'No hay stock suficiente.' },
  STORE_ALREADY_EXISTS: { status: 409, message: 'Ya tienes una tienda. Cada cuenta puede tener una sola tienda.' },
  STORE_SLUG_TAKEN: { status: 409, message: 'Ya existe una tienda con ese nombre. Elige otro.' },
  EMAIL_TAKEN: { status: 409, message: 'Ya existe una cuenta con ese email.' },
  SKU_TAKEN: { status: 409, message: 'Ya existe una variante con ese SKU en tu tienda. Usa otro SKU.' },
  CATEGORY_NAME_TAKEN: { status: 409, message: 'Ya existe una categoría con ese nombre.' },
  CATEGORY_HAS_CHILDREN: { status: 409, message: 'Esa categoría tiene subcategorías. Muévelas o elimínalas antes.' },
  DISCOUNT_CODE_TAKEN: { status: 409, message: 'Ya tienes un código con ese nombre. Elige otro.' },
  PUSH_DEVICES_FULL: {
    status: 409,
    message: 'Ya tienes 10 dispositivos con avisos. Quita uno antes de agregar otro.',
  },
  IMPORT_RUNNING: { status: 409, message: 'Ya hay una importación en curso en tu tienda. Espera a que termine.' },
  ATTRIBUTE_NAME_TAKEN: { status: 409, message: 'Ya existe un atributo con ese nombre técnico.' },
  ATTRIBUTE_VALUE_IN_USE: {
    status: 409,
    message: 'Ese valor lo usan variantes. Quítalo de esas variantes antes de eliminarlo.',
  },
  ORDER_CANCELLED: { status: 409, message: 'El pedido está cancelado.' },
  ORDER_PAID: { status: 409, message: 'El pedido ya está pagado.' },
  NO_SHIPPING: { status: 409, message: 'El pedido no tiene envío.' },
  NO_CARRIER: { status: 409, message: 'El pedido no eligió un transportista.' },
  SHIPMENT_UNDER_WAY: { status: 409, message: 'El envío de este pedido ya está creado o en camino.' },
  FREE_SHIPPING: { status: 409, message: 'El pedido tiene envío gratis.' },
  PICKUP_ORDER: { status: 409, message: 'Un pedido con retiro no se envía.' },
  SHIPPING_ORDER: { status: 409, message: 'Un pedido con envío no se retira.' },
  NO_SELLER_WHATSAPP: { status: 409, message: 'La tienda todavía no tiene un WhatsApp para recibir pedidos.' },
  JOB_NOT_DEAD: { status: 409, message: 'Solo se reintenta un trabajo muerto.' },
  MERCADO_PAGO_NOT_CONNECTED: { status: 409, message: 'La tienda no tiene una cuenta de Mercado Pago conectada.' },
  MERCADO_PAGO_OAUTH_UNAVAILABLE: { status: 409, message: 'La conexión con Mercado Pago no está disponible.' },
  NOT_A_MERCADO_PAGO_ORDER: { status: 409, message: 'Este pedido no se paga con Mercado Pago.' },
  BODY_TOO_LARGE: { status: 413, message: 'La solicitud es demasiado grande.' },
  IMAGE_TOO_LARGE: { status: 413, message: 'La imagen es demasiado grande. El máximo es 5 MB.' },
  ZIP_TOO_LARGE: { status: 413, message: 'El ZIP es demasiado grande.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo de contenido no admitido. Envía JSON.' },
  VALIDATION_ERROR: { status: 422, message: 'Datos inválidos.' },
  IMAGE_INVALID: { status: 422, message: 'El archivo no es una imagen válida. Sube una imagen JPG, PNG o WebP.' },
  IMAGE_TOO_MANY_PIXELS: {
    status: 422,
    message: 'La imagen tiene demasiados píxeles. Usa una de menos de 40 megapíxeles.',
  },
  /** A ZIP of photos refused whole (apps/server/src/modules/catalogue/read-photo-zip.ts says why). */
  ZIP_INVALID: {
    status: 422,
    message: 'El archivo no es un ZIP válido. Comprime las fotos en un ZIP e intenta de nuevo.',
  },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'Esa clave de idempotencia ya se usó con otro pedido.' },
  CSV_HAS_ERRORS: { status: 422, message: 'El archivo tiene errores; corrígelos y vuelve a importarlo.' },
  STOREFRONT_ORDER_LINES: { status: 422, message: 'Las líneas de un pedido de la tienda no se editan.' },
  QUANTITY_OVER_LIMIT: { status: 422, message: 'Superaste las unidades por producto que permite la tienda.' },
  MERCADO_PAGO_OAUTH_REFUSED: { status: 422, message: 'Mercado Pago no autorizó la conexión. Intenta de nuevo.' },
  MERCADO_PAGO_OAUTH_STATE: { status: 422, message: 'La autorización venció. Intenta de nuevo.' },
  CHALLENGE_REQUIRED: { status: 428, message: 'Verificando…' },
  /** Every 429 that does not say more (limits of sign-in, codes, links, any route). */
  TOO_MANY_REQUESTS: { status: 429, message: 'Demasiados intentos. Espera un momento y vuelve a intentar.' },
  TOO_MANY_UPLOADS: {
    status: 429,
    message: 'Subiste muchas imágenes en la última hora. Espera un rato y vuelve a intentar.',
  },
  TOO_MANY_PENDING_ORDERS: { status: 429, message: 'Ya tienes pedidos pendientes en esta tienda.' },
  RESERVED_SHARE_EXCEEDED: { status: 429, message: 'Ese producto ya está casi todo reservado. Intenta más tarde.' },
  INTERNAL: { status: 500, message: GENERIC_ERROR_MESSAGE },
  CARRIER_UNAVAILABLE: { status: 503, message: 'El transportista no responde. Intenta de nuevo en un rato.' },
  MERCADO_PAGO_UNAVAILABLE: { status: 503, message: 'Mercado Pago no responde. Intenta de nuevo en un rato.' },
  UNAVAILABLE: { status: 503, message: 'El servicio no está disponible en este momento. Intenta de nuevo en un rato.' },
  /** PostgreSQL ended the transaction to break a lock cycle (or a serialization conflict): nothing was saved, and trying again works. */
  BUSY: { status: 503, message: 'Hubo varios cambios al mismo tiempo y este no se guardó. Intenta de nuevo.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export const isApiErrorCode = (code: unknown): code is ApiErrorCode =>
  typeof code === 'string' && Object.hasOwn(API_ERRORS, code);
