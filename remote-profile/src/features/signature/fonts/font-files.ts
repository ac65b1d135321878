// TEMPORARY VERIFICATION STUB (restore /tmp/font-files.real.ts).
import f from '/tmp/verify-font.woff2';
export const signatureFontFiles: Record<string, string> = {
  'Dancing Script': f, 'Great Vibes': f, Allura: f, 'Alex Brush': f, Parisienne: f, Sacramento: f, Satisfy: f, 'Homemade Apple': f,
};
