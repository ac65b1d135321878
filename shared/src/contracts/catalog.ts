import * as z from 'zod/mini';

export const categorySchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
});
export type Category = z.infer<typeof categorySchema>;

export const applicationFormEntrySchema = z.object({
  id: z.int(),
  name: z.string(),
  userFormId: z.nullable(z.int()),
  /** 'started', or empty when no form was started. */
  userFormStatus: z.string(),
});

export const categoriesResponseSchema = z.object({
  categories: z.array(categorySchema),
  rapidappForms: z.array(applicationFormEntrySchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
