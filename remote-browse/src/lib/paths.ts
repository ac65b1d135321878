/** Every path this remote links to (the shell's route table owns them; spec section 2). */
export const paths = {
  categories: '/categories',
  category: (id: number) => `/category/${id}`,
  course: (categoryId: number, id: number) => `/category/${categoryId}/course/${id}`,
  pathway: (categoryId: number, id: number) => `/category/${categoryId}/program/${id}`,
  checkout: '/checkout',
} as const;
