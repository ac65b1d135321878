/** Student-scoped (under 'student'), so they are wiped on logout and on an account switch. */
export const paymentsQueryKeys = {
  all: () => ['student', 'payments'] as const,
  payableCharges: () => ['student', 'payments', 'payable-charges'] as const,
  charges: () => ['student', 'payments', 'charges'] as const,
  payments: () => ['student', 'payments', 'payments'] as const,
  howDoYouHear: () => ['reference', 'how-do-you-hear'] as const,
};
