import type { Colour, Size } from '@vidriera/db/fixtures';
import type { GarmentShape } from './demo-art';

/** The demo store's products (seed-demo.ts): a small clothing shop with colours, sizes and stock. */
export interface DemoProduct {
  name: string;
  description: string;
  price: number;
  category: string;
  shape: GarmentShape;
  colors: Colour[];
  sizes?: Size[];
  /** Extra price for the XL size, in pesos. */
  xlExtra?: number;
  stockPattern: number[];
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Remera Básica de Algodón',
    description: 'Remera de algodón peinado 24/1, cuello redondo, calce regular. Ideal para todos los días.',
    price: 12500,
    category: 'Remeras',
    shape: 'tshirt',
    colors: ['negro', 'blanco', 'azul'],
    sizes: ['S', 'M', 'L', 'XL'],
    stockPattern: [4, 8, 6, 0, 5],
  },
  {
    name: 'Remera Oversize Estampada',
    description: 'Corte oversize, algodón pesado y estampa al agua que no se cuartea.',
    price: 15900,
    category: 'Remeras',
    shape: 'tshirt',
    colors: ['beige', 'negro'],
    sizes: ['M', 'L', 'XL'],
    xlExtra: 1000,
    stockPattern: [3, 2, 0, 6],
  },
  {
    name: 'Buzo Canguro de Frisa',
    description: 'Buzo con capucha y bolsillo canguro, frisa invisible bien abrigada.',
    price: 32000,
    category: 'Buzos',
    shape: 'hoodie',
    colors: ['gris', 'verde', 'negro'],
    sizes: ['S', 'M', 'L', 'XL'],
    xlExtra: 2000,
    stockPattern: [2, 5, 3, 1, 0],
  },
  {
    name: 'Campera Rompevientos',
    description: 'Liviana, repelente al agua y con capucha guardada en el cuello.',
    price: 45000,
    category: 'Buzos',
    shape: 'jacket',
    colors: ['azul', 'rojo'],
    sizes: ['M', 'L'],
    stockPattern: [2, 1, 3, 0],
  },
  {
    name: 'Pantalón Cargo Gabardina',
    description: 'Gabardina elastizada con bolsillos laterales y puño ajustable.',
    price: 34000,
    category: 'Pantalones',
    shape: 'pants',
    colors: ['beige', 'verde', 'negro'],
    sizes: ['S', 'M', 'L'],
    stockPattern: [3, 4, 0, 2, 6],
  },
  {
    name: 'Jean Mom Fit',
    description: 'Tiro alto, denim rígido 100% algodón y lavado clásico.',
    price: 38500,
    category: 'Pantalones',
    shape: 'pants',
    colors: ['azul'],
    sizes: ['S', 'M', 'L', 'XL'],
    stockPattern: [1, 3, 2, 2],
  },
  {
    name: 'Gorra Trucker',
    description: 'Frente de gabardina, malla trasera y regulador a presión.',
    price: 9800,
    category: 'Accesorios',
    shape: 'cap',
    colors: ['negro', 'rojo', 'azul'],
    stockPattern: [7, 4, 0],
  },
  {
    name: 'Tote Bag de Lona',
    description: 'Bolsa de lona gruesa con manijas reforzadas. Entra todo.',
    price: 7500,
    category: 'Accesorios',
    shape: 'bag',
    colors: ['beige', 'negro'],
    stockPattern: [12, 9],
  },
  {
    name: 'Medias Pack x3',
    description: 'Tres pares de medias de algodón, talle único.',
    price: 4900,
    category: 'Accesorios',
    shape: 'socks',
    colors: [],
    stockPattern: [20],
  },
];
