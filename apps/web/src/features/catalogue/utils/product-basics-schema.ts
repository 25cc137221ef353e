import { productInputSchema } from '@vidriera/core';
import { z } from 'zod';

/** The fields both product forms type the same way (utils/product-body.ts maps them); each form checks its variants its own way. */
export const productBasicsShape = {
  name: productInputSchema.shape.name,
  description: z.string().max(5000, 'La descripción no puede superar los 5000 caracteres'),
  price: z.string(),
  categoryId: z.string(),
  productTypeId: z.string(),
  isActive: z.boolean(),
  isService: z.boolean(),
  requiresStock: z.boolean(),
  images: z.array(z.string()),
};
