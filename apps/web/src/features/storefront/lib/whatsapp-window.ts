/**
 * Browsers block a new tab opened after an await, so the tab is opened in the
 * click itself and pointed at WhatsApp once the order exists.
 */
export function openPendingWindow(): Window | null {
  let popup: Window | null;
  try {
    popup = window.open('', '_blank');
  } catch {
    return null;
  }
  if (!popup) return null;
  try {
    popup.opener = null;
    popup.document.title = 'WhatsApp';
    popup.document.body.textContent = 'Abriendo WhatsApp…';
  } catch {
    // Nothing to show while waiting; the tab still works.
  }
  return popup;
}

/** Points the waiting tab at WhatsApp, or this tab when no tab could be opened. */
export function sendToWhatsapp(popup: Window | null, url: string): void {
  if (popup && !popup.closed) {
    popup.location.href = url;
    return;
  }
  window.location.href = url;
}

export function closePendingWindow(popup: Window | null): void {
  if (popup && !popup.closed) popup.close();
}
