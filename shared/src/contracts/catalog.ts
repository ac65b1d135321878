import * as z from 'zod';

export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const applicationFormEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  userFormId: z.number().int().nullable(),
  userFormStatus: z.enum(['started', '']).or(z.string()),
});

export const categoriesResponseSchema = z.object({
  categories: z.array(categorySchema),
  rapidappForms: z.array(applicationFormEntrySchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
