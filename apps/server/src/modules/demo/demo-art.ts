import { loadSharp } from '../storage/load-sharp';

/** Product pictures for the demo store, drawn as SVG so the repository ships no photos. */
export type GarmentShape = 'tshirt' | 'hoodie' | 'jacket' | 'pants' | 'cap' | 'bag' | 'socks';

const SHAPES: Record<GarmentShape, string> = {
  tshirt:
    'M300 210 L390 170 Q450 200 510 170 L600 210 L660 330 L590 360 L570 320 L570 640 L330 640 L330 320 L310 360 L240 330 Z',
  hoodie:
    'M300 230 L380 180 Q450 120 520 180 L600 230 L670 560 L600 580 L575 360 L575 660 L325 660 L325 360 L300 580 L230 560 Z M400 190 Q450 260 500 190 Q450 230 400 190 Z',
  jacket:
    'M300 220 L400 180 L450 240 L500 180 L600 220 L670 580 L600 600 L580 380 L580 660 L320 660 L320 380 L300 600 L230 580 Z',
  pants: 'M330 180 L570 180 L600 680 L500 680 L450 330 L400 680 L300 680 Z',
  cap: 'M270 430 Q280 250 450 240 Q620 250 630 430 Z M600 420 L720 450 Q700 480 600 460 Z',
  bag: 'M290 330 L610 330 L640 680 L260 680 Z M370 330 Q370 200 450 200 Q530 200 530 330 L505 330 Q505 225 450 225 Q395 225 395 330 Z',
  socks:
    'M340 180 L440 180 L440 520 L540 600 Q570 650 520 680 L380 640 Q330 620 340 560 Z M470 200 L560 200 L560 470 L640 540 Q660 590 620 610 L520 580 Q470 560 470 510 Z',
};

export async function garmentPicture(shape: GarmentShape, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900" viewBox="0 0 900 900">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f3ff"/><stop offset="1" stop-color="#e5e7eb"/></linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#111827" flood-opacity="0.25"/></filter>
  </defs>
  <rect width="900" height="900" fill="url(#bg)"/>
  <ellipse cx="450" cy="720" rx="260" ry="28" fill="#111827" opacity="0.08"/>
  <path d="${SHAPES[shape]}" fill="${color}" stroke="#111827" stroke-opacity="0.25" stroke-width="6" stroke-linejoin="round" filter="url(#shadow)" fill-rule="evenodd"/>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}

export async function demoLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <rect width="600" height="600" rx="120" fill="#7c3aed"/>
  <path d="M150 230 L300 150 L450 230 L450 430 L150 430 Z" fill="#f5f3ff"/>
  <rect x="250" y="300" width="100" height="130" rx="12" fill="#7c3aed"/>
  <path d="M130 240 L300 140 L470 240" fill="none" stroke="#fbbf24" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}

export async function demoBanner(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4c1d95"/><stop offset="0.6" stop-color="#7c3aed"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
  <rect width="1920" height="1080" fill="url(#g)"/>
  <circle cx="1500" cy="300" r="260" fill="#ffffff" opacity="0.10"/>
  <circle cx="1650" cy="800" r="180" fill="#ffffff" opacity="0.08"/>
  <circle cx="300" cy="900" r="320" fill="#000000" opacity="0.08"/>
  <path d="M1180 520 L1300 470 Q1360 500 1420 470 L1540 520 L1590 640 L1520 665 L1505 630 L1505 900 L1215 900 L1215 630 L1200 665 L1130 640 Z" fill="#fde68a" opacity="0.9"/>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}
