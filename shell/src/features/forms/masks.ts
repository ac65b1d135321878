const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Input mask (###) ###-####: formats what has been typed so far. */
export const maskPhone = (value: string): string => {
  const d = digits(value, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/** Input mask ##### or #####-####. */
export const maskZip = (value: string): string => {
  const d = digits(value, 9);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
};
