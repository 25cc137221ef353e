/** The WhatsApp welcome message a super admin sends to a new client (docs/product/super-admin.md, create client). */
export interface ClientWelcome {
  firstName: string;
  email: string;
  password: string;
  storeName: string;
  storeUrl: string;
  adminUrl: string;
}

export function clientWelcomeMessage(w: ClientWelcome): string {
  return [
    `¡Hola ${w.firstName}! 👋`,
    '',
    `Tu tienda *${w.storeName}* ya está lista en Vidriera.`,
    '',
    `🛍️ Tu tienda: ${w.storeUrl}`,
    `🔐 Panel de administración: ${w.adminUrl}`,
    `📧 Email: ${w.email}`,
    `🔑 Contraseña: ${w.password}`,
    '',
    'Próximos pasos:',
    '1. Inicia sesión y cambia tu contraseña.',
    '2. Sube tu logo y tu banner en Configuración.',
    '3. Carga tus productos con fotos, precios y stock.',
    '4. Comparte el enlace de tu tienda con tus clientes.',
    '',
    '¡Éxitos con tus ventas!',
  ].join('\n');
}
